import SwiftUI

struct ChatThread: Identifiable, Hashable {
    var id: String { contact }
    var contact: String
    var lines: [String]
}

struct ChatsView: View {
    @State private var threads = [ChatThread(contact: "Noor", lines: ["See you at 6?"])]
    @State private var path: [String] = []
    @State private var isComposing = false

    let contacts = ["Noor", "Bastian", "Wen"]

    var body: some View {
        NavigationStack(path: $path) {
            List(threads) { thread in
                NavigationLink(thread.contact, value: thread.contact)
            }
            .navigationTitle("Chats")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        isComposing = true
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                    .accessibilityLabel("New Message")
                }
            }
            .navigationDestination(for: String.self) { contact in
                ThreadView(contact: contact, lines: threads.first { $0.contact == contact }?.lines ?? []) { text in
                    send(text, to: contact)
                }
            }
        }
        .sheet(isPresented: $isComposing) {
            NewMessageSheet(contacts: contacts) { contact in
                isComposing = false
                if !threads.contains(where: { $0.contact == contact }) {
                    threads.append(ChatThread(contact: contact, lines: []))
                }
                path = [contact]
            }
        }
    }

    private func send(_ text: String, to contact: String) {
        if let index = threads.firstIndex(where: { $0.contact == contact }) {
            threads[index].lines.append(text)
        }
    }
}

struct NewMessageSheet: View {
    let contacts: [String]
    var onPick: (String) -> Void
    @State private var recipient = ""

    var body: some View {
        Form {
            TextField("To", text: $recipient, prompt: Text("Contact name"))
                .onSubmit {
                    if contacts.contains(recipient) { onPick(recipient) }
                }
        }
    }
}

struct ThreadView: View {
    let contact: String
    let lines: [String]
    var onSend: (String) -> Void
    @State private var draft = ""

    var body: some View {
        VStack {
            ForEach(lines, id: \.self) { Text($0) }
            HStack {
                TextField("Message", text: $draft)
                Button {
                    onSend(draft)
                    draft = ""
                } label: {
                    Image(systemName: "arrow.up.circle.fill")
                }
                .disabled(draft.isEmpty)
            }
        }
        .navigationTitle(contact)
    }
}

#Preview {
    ChatsView()
}
