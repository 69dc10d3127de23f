import Foundation

struct Seat: Hashable, Comparable {
    let row: Character
    let number: Int

    var label: String { "\(row)\(number)" }

    static func < (lhs: Seat, rhs: Seat) -> Bool {
        lhs.row == rhs.row ? lhs.number < rhs.number : lhs.row < rhs.row
    }
}
