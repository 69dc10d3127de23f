import SwiftUI

struct Message: Identifiable, Hashable {
    let id: Int
    var sender: String
    var subject: String
    var isFlagged: Bool
}

struct InboxView: View {
    @State private var messages = [
        Message(id: 1, sender: "Rosa", subject: "Allotment rota", isFlagged: true),
        Message(id: 2, sender: "Bank", subject: "Statement ready", isFlagged: false),
        Message(id: 3, sender: "Kai", subject: "Climbing on Sunday?", isFlagged: true),
    ]
    @State private var flaggedOnly = false

    private var visible: [Message] {
        flaggedOnly ? messages.filter(\.isFlagged) : messages
    }

    var body: some View {
        NavigationStack {
            List(visible) { message in
                NavigationLink(message.subject, value: message)
            }
            .navigationTitle(flaggedOnly ? "Flagged" : "Inbox")
            .navigationDestination(for: Message.self) { message in
                MessageView(message: message)
            }
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {
                        flaggedOnly.toggle()
                    } label: {
                        Image(systemName: flaggedOnly ? "flag.fill" : "flag")
                            .accessibilityLabel("Show Flagged")
                    }
                    NavigationLink {
                        ArchiveView(count: messages.count)
                    } label: {
                        Image(systemName: "archivebox")
                    }
                }
            }
        }
    }
}

struct MessageView: View {
    let message: Message

    var body: some View {
        Text("From \(message.sender)")
            .navigationTitle(message.subject)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    NavigationLink {
                        Text("Reply to \(message.sender)")
                            .navigationTitle("Reply")
                    } label: {
                        Image(systemName: "arrowshape.turn.up.left")
                    }
                }
            }
    }
}

struct ArchiveView: View {
    let count: Int

    var body: some View {
        Text("\(count) messages can be archived")
            .navigationTitle("Archive")
    }
}

#Preview {
    InboxView()
}
