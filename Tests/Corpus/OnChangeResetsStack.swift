import SwiftUI

struct Account: Hashable {
    let handle: String
}

struct AccountSwitcher: View {
    @State private var account = Account(handle: "@work")
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Section("Signed in as \(account.handle)") {
                    NavigationLink("Messages", value: "messages")
                    NavigationLink("Files", value: "files")
                }
                Section {
                    Button("Switch to @home") { account = Account(handle: "@home") }
                }
            }
            .navigationTitle("Accounts")
            .navigationDestination(for: String.self) { section in
                VStack {
                    Text("\(section.capitalized) of \(account.handle)")
                    Button("Switch Account Here") { account = Account(handle: "@home") }
                }
                .navigationTitle(section.capitalized)
            }
        }
        .onChange(of: account) { oldValue, newValue in
            if oldValue != newValue {
                path.removeAll()
            }
        }
    }
}

#Preview {
    AccountSwitcher()
}
