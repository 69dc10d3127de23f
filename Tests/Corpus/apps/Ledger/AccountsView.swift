import SwiftUI

struct AccountsView: View {
    let accounts: [Account]
    @EnvironmentObject private var coordinator: LedgerCoordinator

    var body: some View {
        List {
            Section("Accounts") {
                ForEach(accounts, id: \.id) { account in
                    Button("\(account.name) \(account.balance.description)") {
                        coordinator.push(.account(account))
                    }
                }
            }
            Section {
                Button("March Budget") { coordinator.push(.budget(month: 3, year: 2024)) }
            }
        }
        .navigationTitle("Ledger")
        .toolbar {
            Button("Export") { coordinator.present(.export) }
        }
    }
}
