import SwiftUI

struct Theme {
    static let accent = Color.indigo
    static var greeting: String { "Welcome back" }
    static let sections = ["Today", "Upcoming", "Done"]
}

struct Chore: Identifiable, Hashable {
    let id: Int
    let title: String
    let section: String
}

struct PlannerView: View {
    let chores = [
        Chore(id: 1, title: "Water plants", section: "Today"),
        Chore(id: 2, title: "Call plumber", section: "Upcoming"),
        Chore(id: 3, title: "File taxes", section: "Done"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(Theme.sections, id: \.self) { section in
                    Section(section) {
                        ForEach(chores.filter { $0.section == section }) { chore in
                            NavigationLink(chore.title, value: chore)
                        }
                    }
                }
            }
            .tint(Theme.accent)
            .navigationTitle(Theme.greeting)
            .navigationDestination(for: Chore.self) { chore in
                Text(chore.title)
            }
        }
    }
}

#Preview {
    PlannerView()
}
