import SwiftUI

struct Folder: Hashable, Identifiable {
    let id: Int
    let name: String
    let files: [String]
}

struct FilesBrowser: View {
    @State private var selection: Folder?
    @State private var preferredColumn = NavigationSplitViewColumn.detail
    private let folders = [
        Folder(id: 1, name: "Documents", files: ["Taxes.pdf", "Lease.pdf"]),
        Folder(id: 2, name: "Downloads", files: ["Setup.dmg"]),
    ]

    var body: some View {
        NavigationSplitView(preferredCompactColumn: $preferredColumn) {
            List(folders, selection: $selection) { folder in
                NavigationLink(folder.name, value: folder)
            }
            .navigationTitle("Folders")
        } detail: {
            if let selection {
                List(selection.files, id: \.self) { Text($0) }
                    .navigationTitle(selection.name)
            } else {
                Text("No folder")
                    .navigationTitle("Files")
            }
        }
    }
}

#Preview {
    FilesBrowser()
}
