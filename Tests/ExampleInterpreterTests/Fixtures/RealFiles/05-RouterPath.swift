import SwiftUI

enum Screen: Hashable {
    case profile(name: String)
    case settings
    case about
}

struct RouterRootView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Show profile") {
                    path.append(Screen.profile(name: "Ada"))
                }
                Button("Settings") {
                    path.append(Screen.settings)
                }
            }
            .navigationTitle("Home")
            .navigationDestination(for: Screen.self) { screen in
                switch screen {
                case .profile(let name):
                    Text("Profile of \(name)")
                case .settings:
                    Button("About") { path.append(Screen.about) }
                case .about:
                    Button("Back to start") { path = NavigationPath() }
                }
            }
        }
    }
}

#Preview {
    RouterRootView()
}
