import Foundation
import Combine

final class TicketFlow: ObservableObject {
    @Published var path: [TicketRoute] = []
    @Published private(set) var movies: [Movie] = []
    @Published var selectedSeats: Set<Seat> = []
    @Published var isCheckingOut = false
    @Published private(set) var lastOrder: Order?
    private var subscriptions = Set<AnyCancellable>()

    struct Order: Equatable {
        let movieTitle: String
        let seats: [String]
    }

    init(catalog: any MovieCataloging) {
        catalog.nowShowing()
            .receive(on: DispatchQueue.main)
            .assign(to: \.movies, on: self)
            .store(in: &subscriptions)
    }

    func choose(_ showtime: Showtime, of movie: Movie) {
        selectedSeats = []
        path.append(.seats(movie: movie, showtime: showtime))
    }

    func toggle(_ seat: Seat) {
        if selectedSeats.contains(seat) {
            selectedSeats.remove(seat)
        } else {
            selectedSeats.insert(seat)
        }
    }

    func pay(for movie: Movie) async {
        try? await Task.sleep(nanoseconds: 1_000)
        await MainActor.run {
            lastOrder = Order(movieTitle: movie.title, seats: selectedSeats.sorted().map(\.label))
            isCheckingOut = false
            path = []
        }
    }
}
