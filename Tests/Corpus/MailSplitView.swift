import SwiftUI

struct Mailbox: Hashable, Identifiable {
    let id: String
    let name: String
    var unread: Int
}

struct Message: Hashable, Identifiable {
    let id: Int
    let subject: String
    let mailbox: String
}

struct MailSplitView: View {
    @State private var mailboxes = [
        Mailbox(id: "inbox", name: "Inbox", unread: 3),
        Mailbox(id: "sent", name: "Sent", unread: 0),
    ]
    @State private var selectedMailbox: Mailbox.ID?
    @State private var selectedMessage: Message.ID?
    @State private var columnVisibility = NavigationSplitViewVisibility.all

    private let messages = [
        Message(id: 1, subject: "Lunch on Friday?", mailbox: "inbox"),
        Message(id: 2, subject: "Invoice 88", mailbox: "inbox"),
        Message(id: 3, subject: "Re: Slides", mailbox: "sent"),
    ]

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility) {
            List(mailboxes, selection: $selectedMailbox) { mailbox in
                Text(mailbox.name)
            }
            .navigationTitle("Mail")
        } content: {
            if let selectedMailbox {
                List(messages.filter { $0.mailbox == selectedMailbox }, selection: $selectedMessage) { message in
                    Text(message.subject)
                }
                .navigationTitle(mailboxes.first { $0.id == selectedMailbox }?.name ?? "")
            } else {
                Text("Choose a mailbox")
            }
        } detail: {
            if let message = messages.first(where: { $0.id == selectedMessage }) {
                MessageBody(message: message)
            } else {
                Text("No message selected")
            }
        }
        .onChange(of: selectedMailbox) {
            selectedMessage = nil
        }
    }
}

struct MessageBody: View {
    let message: Message

    var body: some View {
        Text("Body of \(message.subject)")
            .navigationTitle(message.subject)
    }
}

#Preview {
    MailSplitView()
}
