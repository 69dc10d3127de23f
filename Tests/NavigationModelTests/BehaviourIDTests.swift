import Foundation
import Testing
@testable import NavigationModel

/// The catalog's ids as a type: one case per entry, text only where an id is printed or encoded.
@Suite struct BehaviourIDTests {
    @Test func theCatalogListsEveryCaseOnceInOrder() {
        #expect(BehaviourCatalog.entries.map(\.id) == BehaviourID.allCases)
        #expect(BehaviourID.allCases.map(\.rawValue) == Array(1...BehaviourID.allCases.count))
        for id in BehaviourID.allCases {
            #expect(BehaviourCatalog.entry(id).id == id)
        }
    }

    @Test func anIdReadsAndParsesAsItsText() {
        #expect(BehaviourID.menuOpensAndItsItemsAreTheOnlyControls.description == "N57")
        #expect(BehaviourID.computedBindingRunsItsSetter.id == "N60")
        #expect("\(BehaviourID.stackShowsLastPushOverRoot)" == "N1")
        for id in BehaviourID.allCases {
            #expect(BehaviourID(id: id.description) == id)
        }
        for text in ["", "N", "N0", "57", "n57", "N057", "N+57", "N57 ", "N999", "M3"] {
            #expect(BehaviourID(id: text) == nil, "\(text)")
        }
    }

    @Test func idsCompareByNumber() {
        #expect(BehaviourID.assignedPathShowsItsLastElement < .decodedPathShowsTheSameScreens)
        let ids: [BehaviourID] = [.decodedPathShowsTheSameScreens, .stackOwnsStateOrBindsPath, .decodingAnUndeclaredTypeFails]
        #expect(ids.sorted().map(\.description) == ["N2", "N10", "N11"])
    }

    @Test func anIdEncodesAsItsText() throws {
        let data = try JSONEncoder().encode([BehaviourID.stackShowsLastPushOverRoot, .menuOpensAndItsItemsAreTheOnlyControls])
        #expect(String(decoding: data, as: UTF8.self) == #"["N1","N57"]"#)
        #expect(try JSONDecoder().decode([BehaviourID].self, from: data) == [
            .stackShowsLastPushOverRoot, .menuOpensAndItsItemsAreTheOnlyControls,
        ])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([BehaviourID].self, from: Data(#"["N0"]"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([BehaviourID].self, from: Data("[57]".utf8)) }
    }

    @Test func theExercisedSetHoldsEveryCase() {
        var exercised = ExercisedBehaviours()
        #expect(exercised.isEmpty)
        for id in BehaviourID.allCases { exercised.insert(id) }
        #expect(exercised.ids == BehaviourID.allCases)
        var some = ExercisedBehaviours()
        some.insert(.computedBindingRunsItsSetter)
        some.insert(.stackShowsLastPushOverRoot)
        #expect(some.ids == [.stackShowsLastPushOverRoot, .computedBindingRunsItsSetter])
        // The bit set has room for N1…N127.
        #expect(BehaviourID.allCases.allSatisfy { $0.rawValue < 128 })
    }

    /// A model text's template id starts with the entry it belongs to, so an event built
    /// from it cites that entry.
    @Test func everyTemplateBelongsToAnEntry() {
        for id in ModelTexts.english.keys {
            let entry = id.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
            #expect(BehaviourID(id: entry) != nil, "\(id)")
        }
    }
}
