import SwiftUI

@main
struct SproutApp: App {
    @State private var session = SessionStore(auth: FakeAuthService())

    var body: some Scene {
        WindowGroup {
            RootSwitcher()
                .environment(session)
        }
    }
}
