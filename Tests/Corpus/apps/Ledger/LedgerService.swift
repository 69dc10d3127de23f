import Foundation

protocol LedgerServicing {
    func fetchAccounts() async throws -> [Account]
}

struct SampleLedgerService: LedgerServicing {
    func fetchAccounts() async throws -> [Account] {
        try await Task.sleep(nanoseconds: 500_000)
        return [
            Account(id: 1, name: "Checking", transactions: [
                Transaction(id: 11, payee: "Grocer", amount: Money(cents: -4_250)),
                Transaction(id: 12, payee: "Salary", amount: Money(cents: 250_000)),
            ]),
            Account(id: 2, name: "Savings", transactions: [
                Transaction(id: 21, payee: "Interest", amount: Money(cents: 1_203)),
            ]),
        ]
    }
}
