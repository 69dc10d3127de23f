import Foundation

enum DeviceRoute: Hashable {
    case device(serial: String)
    case schedule(serial: String, weekday: Int)
    case firmware(serial: String, version: (major: Int, minor: Int))

    static func == (lhs: DeviceRoute, rhs: DeviceRoute) -> Bool {
        switch (lhs, rhs) {
        case let (.device(a), .device(b)): return a == b
        case let (.schedule(a, dayA), .schedule(b, dayB)): return a == b && dayA == dayB
        case let (.firmware(a, versionA), .firmware(b, versionB)): return a == b && versionA == versionB
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .device(let serial):
            hasher.combine(0)
            hasher.combine(serial)
        case .schedule(let serial, let weekday):
            hasher.combine(1)
            hasher.combine(serial)
            hasher.combine(weekday)
        case .firmware(let serial, let version):
            hasher.combine(2)
            hasher.combine(serial)
            hasher.combine(version.major)
            hasher.combine(version.minor)
        }
    }
}
