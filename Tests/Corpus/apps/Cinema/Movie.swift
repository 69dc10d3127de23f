import Foundation

struct Movie: Identifiable, Hashable {
    let id: String
    let title: String
    let showtimes: [Showtime]
}

struct Showtime: Hashable, Identifiable {
    let hour: Int
    let minute: Int
    let hall: String

    var id: String { "\(hall)-\(hour)-\(minute)" }
    var label: String { String(format: "%02d:%02d", hour, minute) }
}
