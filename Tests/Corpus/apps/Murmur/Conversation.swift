import Foundation

struct Conversation: Identifiable {
    let id: UUID
    var title: String
    var participants: [String]
    var messages: [ChatMessage]
}

extension Conversation: Hashable {
    static func == (lhs: Conversation, rhs: Conversation) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct ChatMessage: Hashable, Identifiable {
    let id: Int
    let sender: String
    let text: String
}
