import Foundation

struct Slot: Hashable, Comparable, CustomStringConvertible {
    let day: Int
    let hour: Int

    static func < (lhs: Slot, rhs: Slot) -> Bool {
        (lhs.day, lhs.hour) < (rhs.day, rhs.hour)
    }

    var description: String {
        "Day \(day), \(hour):00"
    }
}
