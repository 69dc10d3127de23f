import SwiftUI

enum SettingsRoute: Hashable {
    case account
    case notifications
    case notificationDetail(channel: String)
    case about(version: String)
}

struct SettingsScreen: View {
    @State private var path: [SettingsRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                Section("General") {
                    NavigationLink("Account", value: SettingsRoute.account)
                    NavigationLink("Notifications", value: SettingsRoute.notifications)
                }
                Section {
                    NavigationLink("About", value: SettingsRoute.about(version: "2.4.1"))
                }
            }
            .navigationTitle("Settings")
            .navigationDestination(for: SettingsRoute.self) { route in
                destination(for: route)
            }
        }
    }

    @ViewBuilder
    private func destination(for route: SettingsRoute) -> some View {
        switch route {
        case .account:
            Text("Signed in as sam@example.com")
                .navigationTitle("Account")
        case .notifications:
            List {
                NavigationLink("Messages", value: SettingsRoute.notificationDetail(channel: "Messages"))
                NavigationLink("Reminders", value: SettingsRoute.notificationDetail(channel: "Reminders"))
            }
            .navigationTitle("Notifications")
        case .notificationDetail(let channel):
            Toggle("Allow \(channel)", isOn: .constant(true))
                .navigationTitle(channel)
        case .about(let version):
            Text("Version \(version)")
                .navigationTitle("About")
        }
    }
}

#Preview {
    SettingsScreen()
}
