import SwiftUI

struct SeatPicker: View {
    let movie: Movie
    let showtime: Showtime
    @EnvironmentObject private var flow: TicketFlow
    private let rows: [Character] = ["A", "B"]

    var body: some View {
        VStack {
            ForEach(rows, id: \.self) { row in
                HStack {
                    ForEach(1...3, id: \.self) { number in
                        let seat = Seat(row: row, number: number)
                        Button(flow.selectedSeats.contains(seat) ? "[\(seat.label)]" : seat.label) {
                            flow.toggle(seat)
                        }
                    }
                }
            }
            Button("Checkout (\(flow.selectedSeats.count))") {
                flow.isCheckingOut = true
            }
            .disabled(flow.selectedSeats.isEmpty)
        }
        .navigationTitle(showtime.label)
        .fullScreenCover(isPresented: $flow.isCheckingOut) {
            CheckoutView(movie: movie)
        }
    }
}
