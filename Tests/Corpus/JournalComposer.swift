import SwiftUI

struct JournalEntry: Hashable, Identifiable {
    let id: Int
    var title: String
    var body: String
}

struct JournalList: View {
    @State private var entries: [JournalEntry] = [
        JournalEntry(id: 1, title: "Ferry to the island", body: "Windy, saw two seals."),
    ]
    @State private var isComposing = false

    var body: some View {
        NavigationStack {
            List(entries) { entry in
                NavigationLink(entry.title) {
                    Text(entry.body)
                        .navigationTitle(entry.title)
                }
            }
            .navigationTitle("Journal")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        isComposing = true
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                    .accessibilityLabel("New Entry")
                }
            }
            .sheet(isPresented: $isComposing) {
                JournalComposer { entry in
                    entries.insert(JournalEntry(id: entries.count + 1, title: entry.title, body: entry.body), at: 0)
                }
            }
        }
    }
}

struct JournalComposer: View {
    var onSave: (JournalEntry) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var text = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextEditor(text: $text)
                    .frame(minHeight: 160)
            }
            .navigationTitle(title.isEmpty ? "New Entry" : title)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(JournalEntry(id: 0, title: title, body: text))
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

#Preview {
    JournalList()
}
