import SwiftUI

struct AccountDetailView: View {
    let account: Account
    @EnvironmentObject private var coordinator: LedgerCoordinator

    var body: some View {
        List(account.transactions) { transaction in
            NavigationLink(transaction.payee, value: LedgerRoute.transaction(accountID: account.id, transactionID: transaction.id))
        }
        .navigationTitle(account.name)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Add") { coordinator.present(.addTransaction(accountID: account.id)) }
            }
        }
    }
}
