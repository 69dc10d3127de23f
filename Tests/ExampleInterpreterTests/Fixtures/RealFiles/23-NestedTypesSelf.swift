import SwiftUI

struct Museum: View {
    struct Exhibit: Identifiable, Hashable {
        let id: Int
        let title: String
        let room: Room
    }

    enum Room: String, CaseIterable {
        case north, south
    }

    static let exhibits = [
        Exhibit(id: 1, title: "Sundial", room: .north),
        Exhibit(id: 2, title: "Astrolabe", room: .south),
        Exhibit(id: 3, title: "Orrery", room: .north),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(Room.allCases, id: \.self) { room in
                    Section(room.rawValue.capitalized) {
                        ForEach(Self.exhibits.filter { $0.room == room }) { exhibit in
                            NavigationLink(exhibit.title, value: exhibit)
                        }
                    }
                }
            }
            .navigationTitle("Museum")
            .navigationDestination(for: Exhibit.self) { exhibit in
                Text("\(exhibit.title) in the \(exhibit.room.rawValue) room")
            }
        }
    }
}

#Preview {
    Museum()
}
