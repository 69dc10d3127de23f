import SwiftUI

struct AddTransactionSheet: View {
    let save: (String, Int) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Button("Coffee $4.50") { save("Coffee", -450) }
                Button("Refund $20.00") { save("Refund", 2_000) }
            }
            .navigationTitle("New Transaction")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
        }
    }
}
