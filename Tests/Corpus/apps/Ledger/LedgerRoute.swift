import Foundation

enum LedgerRoute: Hashable {
    case account(Account)
    case transaction(accountID: Int, transactionID: Int)
    case budget(month: Int, year: Int)
}

enum LedgerSheet: Identifiable {
    case addTransaction(accountID: Int)
    case export

    var id: String {
        switch self {
        case .addTransaction(let accountID): return "add-\(accountID)"
        case .export: return "export"
        }
    }
}
