import Foundation

struct Trip: Identifiable {
    let id: Int
    var name: String
    var entries: [Entry]
    var companions: [String]

    struct Entry: Identifiable, Hashable {
        let id: Int
        var title: String
        var body: String
    }
}

// Trips are compared and hashed by identity only: editing a trip's name keeps its screen.
extension Trip: Hashable {
    static func == (lhs: Trip, rhs: Trip) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

extension Trip {
    static let samples: [Trip] = [
        Trip(id: 1, name: "Iceland", entries: [
            Entry(id: 1, title: "Arrival", body: "Windy."),
            Entry(id: 2, title: "Glacier Walk", body: "Blue ice."),
        ], companions: ["Jo"]),
        Trip(id: 2, name: "Kyoto", entries: [
            Entry(id: 5, title: "Temples", body: "Quiet mornings."),
        ], companions: ["Sam", "Lee"]),
    ]
}
