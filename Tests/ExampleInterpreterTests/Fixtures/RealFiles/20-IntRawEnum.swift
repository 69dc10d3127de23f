import SwiftUI

enum Level: Int, CaseIterable, Identifiable, Hashable {
    case beginner = 1
    case intermediate
    case expert

    var id: Int { rawValue }
    var name: String { String(describing: self).capitalized }
}

struct LevelsView: View {
    @State private var chosen = Level(rawValue: 2) ?? .beginner

    var body: some View {
        NavigationStack {
            List(Level.allCases) { level in
                NavigationLink(value: level) {
                    HStack {
                        Text(level.name)
                        if level == chosen {
                            Text("current")
                        }
                    }
                }
            }
            .navigationTitle("Level \(chosen.rawValue)")
            .navigationDestination(for: Level.self) { level in
                Button("Choose \(level.name)") { chosen = level }
            }
        }
    }
}

#Preview {
    LevelsView()
}
