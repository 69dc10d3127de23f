import SwiftUI

struct CoordinatorView: View {
    @StateObject private var coordinator = LedgerCoordinator()
    @State private var accounts: [Account] = []
    private let service: any LedgerServicing = SampleLedgerService()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            AccountsView(accounts: accounts)
                .navigationDestination(for: LedgerRoute.self) { route in
                    switch route {
                    case .account(let account):
                        AccountDetailView(account: accounts.first { $0.id == account.id } ?? account)
                    case .transaction(let accountID, let transactionID):
                        if let transaction = accounts.first(where: { $0.id == accountID })?
                            .transactions.first(where: { $0.id == transactionID }) {
                            TransactionView(transaction: transaction)
                        }
                    case .budget(let month, let year):
                        BudgetView(month: month, year: year)
                    }
                }
        }
        .sheet(item: $coordinator.sheet) { sheet in
            switch sheet {
            case .addTransaction(let accountID):
                AddTransactionSheet { payee, cents in
                    add(Transaction(id: Int.random(in: 100...999), payee: payee, amount: Money(cents: cents)), to: accountID)
                }
            case .export:
                Text("Exporting…")
            }
        }
        .environmentObject(coordinator)
        .task {
            accounts = (try? await service.fetchAccounts()) ?? []
        }
    }

    private func add(_ transaction: Transaction, to accountID: Int) {
        guard let index = accounts.firstIndex(where: { $0.id == accountID }) else { return }
        accounts[index].transactions.append(transaction)
        coordinator.dismissSheet()
    }
}
