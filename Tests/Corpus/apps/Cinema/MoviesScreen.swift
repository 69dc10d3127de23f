import SwiftUI

struct MoviesScreen: View {
    @EnvironmentObject private var flow: TicketFlow

    var body: some View {
        NavigationStack(path: $flow.path) {
            List {
                if let order = flow.lastOrder {
                    Section("Your tickets") {
                        Text("\(order.movieTitle): \(order.seats.joined(separator: ", "))")
                    }
                }
                ForEach(flow.movies) { movie in
                    NavigationLink(movie.title, value: TicketRoute.movie(movie))
                }
            }
            .navigationTitle("Now Showing")
            .navigationDestination(for: TicketRoute.self) { route in
                switch route {
                case .movie(let movie):
                    ShowtimesView(movie: movie)
                case .seats(let movie, let showtime):
                    SeatPicker(movie: movie, showtime: showtime)
                }
            }
        }
    }
}
