import SwiftUI

struct Folder: Identifiable, Hashable {
    let id: Int
    let name: String
    var notes: [String]
}

struct NotesSplitView: View {
    @State private var folders = [
        Folder(id: 1, name: "Work", notes: ["Agenda", "Budget"]),
        Folder(id: 2, name: "Home", notes: ["Groceries"]),
    ]
    @State private var selectedFolderID: Folder.ID?

    var body: some View {
        NavigationSplitView {
            List(folders, selection: $selectedFolderID) { folder in
                Text(folder.name)
            }
            .navigationTitle("Folders")
        } detail: {
            if let folder = folders.first(where: { $0.id == selectedFolderID }) {
                List(folder.notes, id: \.self) { note in
                    Text(note)
                }
                .navigationTitle(folder.name)
            } else {
                Text("Choose a folder")
            }
        }
    }
}

#Preview {
    NotesSplitView()
}
