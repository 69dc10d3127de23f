import SwiftUI

struct Plant: Hashable {
    let name: String
    let room: String
}

struct PlantsByRoom: View {
    private let plants = [
        Plant(name: "Fern", room: "Bathroom"),
        Plant(name: "Monstera", room: "Living Room"),
        Plant(name: "Pothos", room: "Living Room"),
    ]

    private var rooms: [String: [Plant]] {
        Dictionary(grouping: plants, by: \.room)
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(rooms.keys.sorted(), id: \.self) { room in
                    NavigationLink("\(room) (\(rooms[room, default: []].count))", value: room)
                }
            }
            .navigationTitle("Rooms")
            .navigationDestination(for: String.self) { room in
                List(rooms[room] ?? [], id: \.name) { plant in
                    NavigationLink(plant.name, value: plant)
                }
                .navigationTitle(room)
            }
            .navigationDestination(for: Plant.self) { plant in
                Text("Water the \(plant.name.lowercased()) weekly")
                    .navigationTitle(plant.name)
            }
        }
    }
}

#Preview {
    PlantsByRoom()
}
