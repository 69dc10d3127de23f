import SwiftUI

struct Note: Identifiable, Hashable {
    let id: Int
    var text: String
    var pinned = false
}

struct NoteEditor: View {
    @Binding var notes: [Note]
    let id: Note.ID

    private var note: Note? {
        notes.first { $0.id == id }
    }

    var body: some View {
        Form {
            if let note {
                Text(note.text)
                Button(note.pinned ? "Unpin" : "Pin") {
                    guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
                    notes[index].pinned.toggle()
                }
            }
        }
        .navigationTitle(note?.pinned == true ? "Pinned note" : "Note")
    }
}

struct NotesHome: View {
    @State private var notes = [Note(id: 1, text: "Buy stamps"), Note(id: 2, text: "Call Mum")]

    var body: some View {
        NavigationStack {
            List(notes) { note in
                NavigationLink(note.text) {
                    NoteEditor(notes: $notes, id: note.id)
                }
            }
            .navigationTitle("Notes (\(notes.filter(\.pinned).count) pinned)")
        }
    }
}

#Preview {
    NotesHome()
}
