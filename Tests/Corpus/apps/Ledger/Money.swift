import Foundation

struct Money: Hashable, Comparable, CustomStringConvertible {
    var cents: Int

    static func + (lhs: Money, rhs: Money) -> Money {
        Money(cents: lhs.cents + rhs.cents)
    }

    static func < (lhs: Money, rhs: Money) -> Bool {
        lhs.cents < rhs.cents
    }

    var description: String {
        let sign = cents < 0 ? "-" : ""
        let value = abs(cents)
        return "\(sign)$\(value / 100).\(String(format: "%02d", value % 100))"
    }
}
