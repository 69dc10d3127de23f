import Foundation
import Combine

protocol ChatService: AnyObject {
    var conversations: CurrentValueSubject<[Conversation], Never> { get }
    var incoming: PassthroughSubject<(conversationID: UUID, message: ChatMessage), Never> { get }
    func startConversation(with name: String) -> Conversation
}

final class InMemoryChatService: ChatService {
    static let teamID = UUID(uuidString: "11111111-2222-3333-4444-555555555555")!

    let conversations = CurrentValueSubject<[Conversation], Never>([
        Conversation(id: InMemoryChatService.teamID, title: "Team", participants: ["Ana", "Ben"], messages: [
            ChatMessage(id: 1, sender: "Ana", text: "Standup moved"),
        ]),
    ])
    let incoming = PassthroughSubject<(conversationID: UUID, message: ChatMessage), Never>()

    func startConversation(with name: String) -> Conversation {
        let conversation = Conversation(id: UUID(), title: name, participants: [name], messages: [])
        conversations.value.append(conversation)
        return conversation
    }
}
