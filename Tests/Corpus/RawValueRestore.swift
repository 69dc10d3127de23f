import SwiftUI

enum Level: Int, Codable, Hashable {
    case one = 1, two, three, boss

    var name: String {
        self == .boss ? "Boss Fight" : "Level \(rawValue)"
    }
}

struct GameMenu: View {
    @State private var path: [Level] = []
    @AppStorage("unlocked") private var unlocked = 1

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Continue") {
                    path = (1...unlocked).compactMap(Level.init(rawValue:))
                }
                Button("New Game") {
                    unlocked = 1
                    path = [.one]
                }
            }
            .navigationTitle("Game")
            .navigationDestination(for: Level.self) { level in
                VStack {
                    Text(level.name)
                    if let next = Level(rawValue: level.rawValue + 1) {
                        Button("Complete") {
                            unlocked = max(unlocked, next.rawValue)
                            path.append(next)
                        }
                    }
                }
                .navigationTitle(level.name)
            }
        }
    }
}

#Preview {
    GameMenu()
}
