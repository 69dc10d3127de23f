import Foundation

struct Directory {
    let departments: [Department]

    func doctor(_ id: Doctor.ID) -> Doctor? {
        departments.lazy.flatMap(\.doctors).first { $0.id == id }
    }

    static let sample = Directory(departments: [
        Department(id: "cardio", name: "Cardiology", doctors: [
            Doctor(id: 1, name: "Dr. Osei", freeSlots: [Slot(day: 2, hour: 9), Slot(day: 1, hour: 14)]),
            Doctor(id: 2, name: "Dr. Brandt", freeSlots: []),
        ]),
        Department(id: "derm", name: "Dermatology", doctors: [
            Doctor(id: 3, name: "Dr. Ruiz", freeSlots: [Slot(day: 3, hour: 11)]),
        ]),
    ])
}
