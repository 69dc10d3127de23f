import SwiftUI
import Combine

final class ChatsCoordinator: ObservableObject {
    @Published var path: [ChatRoute] = []
    @Published private(set) var conversations: [Conversation] = []
    @Published private(set) var unread: [UUID: Int] = [:]
    let wantsComposer = PassthroughSubject<Void, Never>()
    let service: ChatService
    private var bag = Set<AnyCancellable>()

    init(service: ChatService) {
        self.service = service
        service.conversations
            .sink { [weak self] in self?.conversations = $0 }
            .store(in: &bag)
        service.incoming
            .filter { [weak self] incoming in
                guard let self else { return false }
                return self.openConversationID != incoming.conversationID
            }
            .sink { [weak self] incoming in
                self?.unread[incoming.conversationID, default: 0] += 1
            }
            .store(in: &bag)
    }

    private var openConversationID: UUID? {
        if case .conversation(let conversation)? = path.last { return conversation.id }
        return nil
    }

    func open(_ conversation: Conversation) {
        unread[conversation.id] = nil
        path = [.conversation(conversation)]
    }

    func showParticipant(_ name: String, in conversation: Conversation) {
        path.append(.participant(name: name, in: conversation))
    }
}
