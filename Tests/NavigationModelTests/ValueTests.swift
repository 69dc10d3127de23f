import Foundation
import Testing
@testable import NavigationModel

@Suite struct ValueTests {
    @Test func descriptionsUseSwiftSourceForm() {
        #expect(Value.color("pink").description == ".pink")
        #expect(Value.color("pink").explicitDescription == "Color.pink")
        #expect(Value.instance(type: "Park", fields: [Argument("name", .string("Yosemite"))]).description == #"Park(name: "Yosemite")"#)
        #expect(Value.array(elementType: "Color", [.color("pink")]).description == "[.pink]")
        #expect(Value.optional(wrappedType: "Color", nil).description == "nil")
        #expect(Value.string("a \"q\" \\").description == #""a \"q\" \\""#)
        #expect(Value.enumCase(type: "Route", name: "b", associatedValues: [Argument(nil, .int(1))]).explicitDescription == "Route.b(1)")
        #expect(Value.set(elementType: "String", [.string("Reptiles"), .string("Birds")]).description == #"["Birds", "Reptiles"]"#)
    }

    @Test func typeNamesMatchSwiftSpelling() {
        #expect(Value.color("mint").typeName == "Color")
        #expect(Value.array(elementType: "Color", []).typeName == "[Color]")
        #expect(Value.set(elementType: "String", []).typeName == "Set<String>")
        #expect(Value.optional(wrappedType: "Park", nil).typeName == "Park?")
    }

    @Test func setsCompareRegardlessOfOrder() {
        let a = Value.set(elementType: "Int", [.int(1), .int(2)])
        let b = Value.set(elementType: "Int", [.int(2), .int(1)])
        #expect(a == b)
    }

    @Test func codableRoundTripIsStable() throws {
        let value = Value.navigationPath([
            NavigationPathElement(.instance(type: "Park", fields: [Argument("name", .string("Yosemite"))]), isCodable: true),
            NavigationPathElement(.int(4), isCodable: true),
        ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(value)
        #expect(try JSONDecoder().decode(Value.self, from: data) == value)
        let set = Value.set(elementType: "String", Set((0..<20).map { Value.string("s\($0)") }))
        #expect(try encoder.encode(set) == encoder.encode(set))
    }

    // N8: removing more than the path holds is Swift's fault, not a crash.
    @Test func removeLastPastTheStartThrowsSwiftsMessage() throws {
        var path = Value.navigationPath([NavigationPathElement(.int(1), isCodable: true)])
        #expect(throws: NavigationAppError(Value.removeTooManyMessage)) { try path.removeLast(2) }
        try path.removeLast()
        #expect(path.count == 0)
    }

    // N9: the codable representation exists only when every element is Codable.
    @Test func pathCodabilityFollowsTheTypeTable() throws {
        let types = TypeTable(["Park": [.hashable, .codable], "Trail": [.hashable]])
        var path = Value.navigationPath([])
        try path.append(.instance(type: "Park", fields: []), types: types)
        #expect(path.hasCodableRepresentation)
        try path.append(.instance(type: "Trail", fields: []), types: types)
        #expect(!path.hasCodableRepresentation)
        #expect(types.isCodable("[Park]"))
        #expect(!types.isCodable("[Color]"))
        #expect(types.isCodable("[String: Int]"))
    }
}
