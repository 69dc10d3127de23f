import SwiftUI

struct TransactionView: View {
    let transaction: Transaction
    @EnvironmentObject private var coordinator: LedgerCoordinator

    var body: some View {
        VStack {
            Text(transaction.amount.description)
                .foregroundStyle(transaction.amount < Money(cents: 0) ? Color.ledgerNegative : Color.ledgerPositive)
            Button("Done") { coordinator.popToRoot() }
        }
        .navigationTitle(transaction.payee)
    }
}
