import SwiftUI

@main
struct MurmurApp: App {
    @StateObject private var appCoordinator = AppCoordinator(service: InMemoryChatService())

    var body: some Scene {
        WindowGroup {
            ChatsRootView(coordinator: appCoordinator.chats)
                .sheet(item: $appCoordinator.composer) { composer in
                    ComposerView(composer: composer)
                }
        }
    }
}
