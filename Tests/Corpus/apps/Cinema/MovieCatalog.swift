import Foundation
import Combine

protocol MovieCataloging {
    func nowShowing() -> AnyPublisher<[Movie], Never>
}

struct MovieCatalog: MovieCataloging {
    func nowShowing() -> AnyPublisher<[Movie], Never> {
        Just([
            Movie(id: "m1", title: "The Long Tide", showtimes: [
                Showtime(hour: 18, minute: 30, hall: "A"),
                Showtime(hour: 21, minute: 0, hall: "B"),
            ]),
            Movie(id: "m2", title: "Paper Moons", showtimes: [
                Showtime(hour: 16, minute: 15, hall: "A"),
            ]),
        ])
        .eraseToAnyPublisher()
    }
}
