import Foundation

enum TicketRoute: Hashable {
    case movie(Movie)
    case seats(movie: Movie, showtime: Showtime)
}
