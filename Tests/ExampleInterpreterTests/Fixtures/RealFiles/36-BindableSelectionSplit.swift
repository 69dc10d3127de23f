import SwiftUI

struct Folder: Identifiable, Hashable {
    let id: Int
    let name: String
}

@Observable
class MailModel {
    var folders = [Folder(id: 1, name: "Inbox"), Folder(id: 2, name: "Archive")]
    var selectedFolderID: Folder.ID?
}

struct ContentView: View {
    @State private var mail = MailModel()

    var body: some View {
        MailSplit(mail: mail)
    }
}

struct MailSplit: View {
    @Bindable var mail: MailModel

    var body: some View {
        NavigationSplitView {
            List(mail.folders, selection: $mail.selectedFolderID) { folder in
                Text(folder.name)
            }
            .navigationTitle("Mail")
        } detail: {
            if let id = mail.selectedFolderID, let folder = mail.folders.first(where: { $0.id == id }) {
                Text(folder.name)
                    .navigationTitle(folder.name)
            } else {
                Text("No folder")
            }
        }
    }
}

#Preview {
    ContentView()
}
