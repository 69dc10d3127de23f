import Foundation

struct Account {
    let id: Int
    var name: String
    var transactions: [Transaction]

    var balance: Money {
        transactions.reduce(Money(cents: 0)) { $0 + $1.amount }
    }
}

struct Transaction: Identifiable, Hashable {
    let id: Int
    var payee: String
    var amount: Money
}

extension Account: Hashable {
    static func == (lhs: Account, rhs: Account) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) {
        hasher.combine("account")
        hasher.combine(id)
    }
}
