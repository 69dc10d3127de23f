import Foundation

struct Department: Identifiable, Hashable {
    let id: String
    let name: String
    let doctors: [Doctor]
}

struct Doctor: Identifiable {
    let id: Int
    let name: String
    let freeSlots: [Slot]
}

extension Doctor: Hashable {
    static func == (lhs: Doctor, rhs: Doctor) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
