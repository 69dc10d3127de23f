import SwiftUI

struct Park: Hashable, Codable {
    var name: String
}

struct ParkNavigator: View {
    @State private var path = NavigationPath()
    @SceneStorage("navigation") private var savedPath: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Yosemite", value: Park(name: "Yosemite"))
                NavigationLink("Acadia", value: Park(name: "Acadia"))
                NavigationLink("Day 2", value: 2)
            }
            .navigationTitle("Parks")
            .navigationDestination(for: Park.self) { park in
                ParkPage(park: park)
            }
            .navigationDestination(for: Int.self) { day in
                Text("Day \(day) itinerary")
            }
        }
        .onChange(of: path) {
            save()
        }
        .task {
            restore()
        }
    }

    private func save() {
        guard let representation = path.codable else { return }
        savedPath = try? JSONEncoder().encode(representation)
    }

    private func restore() {
        guard let savedPath,
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: savedPath)
        else { return }
        path = NavigationPath(representation)
    }
}

struct ParkPage: View {
    let park: Park

    var body: some View {
        NavigationLink("Plan a day", value: 1)
            .navigationTitle(park.name)
    }
}

#Preview {
    ParkNavigator()
}
