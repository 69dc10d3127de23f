import SwiftUI

struct Note: Hashable, Identifiable {
    let id: Int
    var text: String
}

struct NotesHome: View {
    @State private var notes: [Note] = [Note(id: 1, text: "Buy stamps")]
    @State private var path: [Note] = []
    @State private var isSaving = false

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(notes) { note in
                    NavigationLink(note.text, value: note)
                }
                Button("Quick Note") {
                    saveQuickNote()
                }
                .disabled(isSaving)
            }
            .navigationTitle("Notes")
            .navigationDestination(for: Note.self) { note in
                Text(note.text)
                    .navigationTitle("Note \(note.id)")
            }
        }
    }

    /// Saving happens off the main thread; the new note is shown once the main queue
    /// picks the result up, as the store's completion handler would.
    private func saveQuickNote() {
        isSaving = true
        let note = Note(id: notes.count + 1, text: "Untitled")
        DispatchQueue.global(qos: .userInitiated).async {
            DispatchQueue.main.async {
                self.notes.append(note)
                self.path.append(note)
                self.isSaving = false
            }
        }
    }
}

#Preview {
    NotesHome()
}
