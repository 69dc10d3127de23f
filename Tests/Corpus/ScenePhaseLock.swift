import SwiftUI

struct VaultView: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var isLocked = true
    @State private var path: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            if isLocked {
                Button("Unlock with Face ID") { isLocked = false }
                    .navigationTitle("Locked")
            } else {
                List(["Passwords", "Notes"], id: \.self) { item in
                    NavigationLink(item, value: item)
                }
                .navigationTitle("Vault")
                .navigationDestination(for: String.self) { item in
                    Text("Secure \(item.lowercased())")
                        .navigationTitle(item)
                        .toolbar {
                            Button("Lock") { lock() }
                        }
                }
            }
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { lock() }
        }
    }

    private func lock() {
        path = []
        isLocked = true
    }
}

#Preview {
    VaultView()
}
