import SwiftUI
import Combine

final class AppCoordinator: ObservableObject {
    let chats: ChatsCoordinator
    @Published var composer: ComposerCoordinator?
    private var bag = Set<AnyCancellable>()

    init(service: ChatService) {
        chats = ChatsCoordinator(service: service)
        chats.wantsComposer
            .sink { [unowned self] in
                self.composer = ComposerCoordinator(service: service) { [weak self] conversation in
                    self?.composer = nil
                    self?.chats.open(conversation)
                }
            }
            .store(in: &bag)
        // Nested observable objects do not republish: forward the child's changes.
        chats.objectWillChange
            .sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &bag)
    }
}
