import SwiftUI

final class Router: ObservableObject {
    enum Destination: Hashable {
        case team(name: String)
        case player(name: String, number: Int)
    }

    @Published var path: [Destination] = []

    func navigate(to destination: Destination) {
        path.append(destination)
    }

    func navigateBack() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}

@main
struct LeagueApp: App {
    @StateObject private var router = Router()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                TeamsView()
                    .navigationDestination(for: Router.Destination.self) { destination in
                        switch destination {
                        case .team(let name):
                            RosterView(team: name)
                        case .player(let name, let number):
                            Text("\(name) wears \(number)")
                                .navigationTitle(name)
                        }
                    }
            }
            .environmentObject(router)
        }
    }
}

struct TeamsView: View {
    @EnvironmentObject private var router: Router

    var body: some View {
        List(["Comets", "Otters"], id: \.self) { team in
            Button(team) { router.navigate(to: .team(name: team)) }
        }
        .navigationTitle("Teams")
    }
}

struct RosterView: View {
    @EnvironmentObject private var router: Router
    let team: String

    private var players: [(name: String, number: Int)] {
        team == "Comets" ? [("Ines", 7), ("Kofi", 10)] : [("Mara", 3)]
    }

    var body: some View {
        List(players, id: \.number) { player in
            Button(player.name) {
                router.navigate(to: .player(name: player.name, number: player.number))
            }
        }
        .navigationTitle(team)
        .toolbar {
            Button("Up") { router.navigateBack() }
        }
    }
}
