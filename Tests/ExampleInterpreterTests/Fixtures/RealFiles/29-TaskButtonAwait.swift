import SwiftUI

struct Ticket: Identifiable, Hashable {
    let id: Int
    let seat: String
}

struct BookingService {
    func reserve(_ seat: String) async -> Ticket {
        Ticket(id: seat.count, seat: seat)
    }
}

struct BookingView: View {
    @State private var path: [Ticket] = []
    let service = BookingService()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Reserve 12A") {
                    Task {
                        let ticket = await service.reserve("12A")
                        path.append(ticket)
                    }
                }
            }
            .navigationTitle("Booking")
            .navigationDestination(for: Ticket.self) { ticket in
                Text("Seat \(ticket.seat)")
            }
        }
    }
}

#Preview {
    BookingView()
}
