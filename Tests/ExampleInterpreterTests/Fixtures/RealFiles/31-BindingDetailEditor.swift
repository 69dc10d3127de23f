import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    var text: String
    var pinned = false
}

struct NoteEditor: View {
    @Binding var note: Note

    var body: some View {
        Form {
            Text(note.text)
            Toggle("Pinned", isOn: $note.pinned)
            Button("Pin") { note.pinned = true }
        }
        .navigationTitle(note.pinned ? "Pinned note" : "Note")
    }
}

struct NotesHome: View {
    @State private var notes = [Note(id: 1, text: "Buy stamps"), Note(id: 2, text: "Call Mum")]

    var body: some View {
        NavigationStack {
            List($notes) { $note in
                NavigationLink(note.text) {
                    NoteEditor(note: $note)
                }
            }
            .navigationTitle("Notes (\(notes.filter(\.pinned).count) pinned)")
        }
    }
}

#Preview {
    NotesHome()
}
