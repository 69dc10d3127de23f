import SwiftUI

struct Runner: Hashable, Identifiable {
    let id: Int
    let name: String
    let seconds: Int
}

enum SortOrder: String, CaseIterable, Identifiable {
    case byName = "Name"
    case byTime = "Time"
    var id: Self { self }
}

struct ResultsBoard: View {
    @State private var order = SortOrder.byTime
    @State private var path: [Runner] = []
    private let runners = [
        Runner(id: 1, name: "Zoe", seconds: 1510),
        Runner(id: 2, name: "Abel", seconds: 1622),
        Runner(id: 3, name: "Mika", seconds: 1488),
    ]

    private var sorted: [Runner] {
        switch order {
        case .byName: return runners.sorted(by: sortKey(\.name))
        case .byTime: return runners.sorted(by: sortKey(\.seconds))
        }
    }

    private func sortKey<Value: Comparable>(_ keyPath: KeyPath<Runner, Value>) -> (Runner, Runner) -> Bool {
        { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Picker("Sort", selection: $order) {
                    ForEach(SortOrder.allCases) { Text($0.rawValue).tag($0) }
                }
                ForEach(Array(sorted.enumerated()), id: \.element.id) { place, runner in
                    NavigationLink("\(place + 1). \(runner.name)", value: runner)
                }
            }
            .navigationTitle("Results")
            .navigationDestination(for: Runner.self) { runner in
                Text("\(runner.seconds / 60) min \(runner.seconds % 60) s")
                    .navigationTitle(runner.name)
            }
        }
    }
}

#Preview {
    ResultsBoard()
}
