import SwiftUI

enum Tab: String, Hashable {
    case today, inbox, settings
}

struct TabsWithBadges: View {
    @State private var selection: Tab = .today
    @State private var unread = 3
    @State private var inboxPath: [Int] = []

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                VStack {
                    Text("\(unread) unread")
                    Button("Open First Unread") {
                        selection = .inbox
                        inboxPath = [1]
                    }
                }
                .navigationTitle("Today")
            }
            .tabItem { Label("Today", systemImage: "sun.max") }
            .tag(Tab.today)

            NavigationStack(path: $inboxPath) {
                List(1...unread, id: \.self) { number in
                    NavigationLink("Message \(number)", value: number)
                }
                .navigationTitle("Inbox")
                .navigationDestination(for: Int.self) { number in
                    Button("Mark Read") {
                        unread -= 1
                        inboxPath.removeLast()
                    }
                    .navigationTitle("Message \(number)")
                }
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .badge(unread)
            .tag(Tab.inbox)

            Text("Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
    }
}

#Preview {
    TabsWithBadges()
}
