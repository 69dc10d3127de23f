import SwiftUI

struct Badge<Content: View>: View {
    let count: Int
    @ViewBuilder let content: Content

    var body: some View {
        HStack {
            content
            Spacer()
            Text("\(count)")
        }
    }
}

struct Team: Identifiable, Hashable {
    let id: Int
    let name: String
    let members: [String]
}

struct TeamsView: View {
    let teams = [
        Team(id: 1, name: "Design", members: ["Ana", "Bo"]),
        Team(id: 2, name: "Support", members: ["Cy"]),
    ]

    var body: some View {
        NavigationStack {
            List(teams) { team in
                NavigationLink(value: team) {
                    Badge(count: team.members.count) {
                        Text(team.name)
                    }
                }
            }
            .navigationTitle("Teams")
            .navigationDestination(for: Team.self) { team in
                List(team.members, id: \.self) { member in
                    Text(member)
                }
                .navigationTitle(team.name)
            }
        }
    }
}

#Preview {
    TeamsView()
}
