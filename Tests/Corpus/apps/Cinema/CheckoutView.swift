import SwiftUI

struct CheckoutView: View {
    let movie: Movie
    @EnvironmentObject private var flow: TicketFlow
    @State private var isPaying = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("\(flow.selectedSeats.count) seats for \(movie.title)")
                Button("Pay") {
                    isPaying = true
                    Task {
                        await flow.pay(for: movie)
                    }
                }
                .disabled(isPaying)
            }
            .navigationTitle("Checkout")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { flow.isCheckingOut = false }
                }
            }
        }
    }
}
