import SwiftUI

protocol MenuEntry {
    var title: String { get }
    var symbol: String { get }
    func destination() -> AnyView
}

struct ProfileEntry: MenuEntry {
    let title = "Profile"
    let symbol = "person.circle"
    var userName: String

    func destination() -> AnyView {
        AnyView(Text("Hello, \(userName)").navigationTitle("Profile"))
    }
}

struct StorageEntry: MenuEntry {
    let title = "Storage"
    let symbol = "internaldrive"
    var usage: (used: Int, total: Int)

    func destination() -> AnyView {
        let percent = usage.used * 100 / usage.total
        return AnyView(Text("\(percent)% used").navigationTitle("Storage"))
    }
}

struct MenuScreen: View {
    struct Section: Identifiable {
        let id: String
        let entries: [any MenuEntry]
    }

    let sections: [Section] = [
        Section(id: "You", entries: [ProfileEntry(userName: "Rosa")]),
        Section(id: "Device", entries: [StorageEntry(usage: (used: 48, total: 64))]),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(sections) { section in
                    SwiftUI.Section(section.id) {
                        ForEach(section.entries, id: \.title) { entry in
                            NavigationLink {
                                entry.destination()
                            } label: {
                                Label(entry.title, systemImage: entry.symbol)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Menu")
        }
    }
}

#Preview {
    MenuScreen()
}
