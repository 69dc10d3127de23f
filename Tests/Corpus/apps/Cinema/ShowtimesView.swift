import SwiftUI

struct ShowtimesView: View {
    let movie: Movie
    @EnvironmentObject private var flow: TicketFlow

    var body: some View {
        List(movie.showtimes) { showtime in
            Button("\(showtime.label) in Hall \(showtime.hall)") {
                flow.choose(showtime, of: movie)
            }
        }
        .navigationTitle(movie.title)
    }
}
