import SwiftUI

struct BudgetView: View {
    let month: Int
    let year: Int
    @EnvironmentObject private var coordinator: LedgerCoordinator

    private var monthName: String {
        DateFormatter().monthSymbols[month - 1]
    }

    var body: some View {
        VStack {
            Text("Budget for \(monthName) \(String(year))")
            Button("Next Month") { coordinator.push(.budget(month: month % 12 + 1, year: month == 12 ? year + 1 : year)) }
        }
        .navigationTitle("\(monthName) \(String(year))")
    }
}
