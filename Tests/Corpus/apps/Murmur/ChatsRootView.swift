import SwiftUI

struct ChatsRootView: View {
    @ObservedObject var coordinator: ChatsCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            List(coordinator.conversations) { conversation in
                Button(rowTitle(conversation)) { coordinator.open(conversation) }
            }
            .navigationTitle("Chats")
            .toolbar {
                Button("New Chat") { coordinator.wantsComposer.send() }
            }
            .navigationDestination(for: ChatRoute.self) { route in
                switch route {
                case .conversation(let conversation):
                    ConversationView(conversation: conversation, coordinator: coordinator)
                case .participant(let name, let conversation):
                    Text("\(name) in \(conversation.title)")
                        .navigationTitle(name)
                }
            }
        }
    }

    private func rowTitle(_ conversation: Conversation) -> String {
        let count = coordinator.unread[conversation.id] ?? 0
        return count > 0 ? "\(conversation.title) (\(count))" : conversation.title
    }
}
