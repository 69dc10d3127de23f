import Foundation

enum ChatRoute: Hashable {
    case conversation(Conversation)
    case participant(name: String, in: Conversation)
}
