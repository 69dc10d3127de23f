import SwiftUI

struct ConversationView: View {
    let conversation: Conversation
    let coordinator: ChatsCoordinator

    var body: some View {
        List {
            ForEach(conversation.messages) { message in
                Text("\(message.sender): \(message.text)")
            }
            Section("People") {
                ForEach(conversation.participants, id: \.self) { name in
                    Button(name) { coordinator.showParticipant(name, in: conversation) }
                }
            }
        }
        .navigationTitle(conversation.title)
    }
}
