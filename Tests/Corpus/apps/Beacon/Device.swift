import Foundation

struct Device: Identifiable {
    let serial: String
    var name: String
    var kind: Kind

    var id: String { serial }

    enum Kind: Hashable {
        case light(brightness: Int)
        case thermostat(celsius: Int)
        case lock(isLocked: Bool)
    }
}

extension Device: Hashable {
    static func == (lhs: Device, rhs: Device) -> Bool { lhs.serial == rhs.serial }
    func hash(into hasher: inout Hasher) { hasher.combine(serial) }
}
