import SwiftUI

enum SettingsRoute: String, Hashable, CaseIterable, Identifiable {
    case account
    case notifications
    case privacy = "Privacy & Security"

    var id: String { rawValue }

    var title: String {
        switch self {
        case .account: return "Account"
        case .notifications: return "Notifications"
        case .privacy: return rawValue
        }
    }
}

struct SettingsView: View {
    @State private var path: [SettingsRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(SettingsRoute.allCases) { route in
                NavigationLink(route.title, value: route)
            }
            .navigationTitle("Settings")
            .navigationDestination(for: SettingsRoute.self) { route in
                Text("Options for \(route.title)")
                    .navigationTitle(route.title)
            }
        }
    }
}

#Preview("Settings") {
    SettingsView()
}
