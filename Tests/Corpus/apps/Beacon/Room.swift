import Foundation

struct Room: Identifiable, Hashable {
    let id: String
    let name: String
    var devices: [Device]
}

struct Home {
    var rooms: [Room]

    static let demo = Home(rooms: [
        Room(id: "living", name: "Living Room", devices: [
            Device(serial: "L-1", name: "Ceiling Light", kind: .light(brightness: 80)),
            Device(serial: "T-1", name: "Thermostat", kind: .thermostat(celsius: 21)),
        ]),
        Room(id: "hall", name: "Hallway", devices: [
            Device(serial: "D-1", name: "Front Door", kind: .lock(isLocked: true)),
        ]),
    ])
}
