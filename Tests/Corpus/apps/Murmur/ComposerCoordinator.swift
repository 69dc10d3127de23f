import Foundation

final class ComposerCoordinator: ObservableObject, Identifiable {
    let id = UUID()
    let contacts = ["Cleo", "Dev", "Eli"]
    private let service: ChatService
    private let onStart: (Conversation) -> Void

    init(service: ChatService, onStart: @escaping (Conversation) -> Void) {
        self.service = service
        self.onStart = onStart
    }

    func start(with name: String) {
        onStart(service.startConversation(with: name))
    }
}
