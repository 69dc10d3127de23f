import SwiftUI

struct Trail: Hashable, Identifiable {
    let id: Int
    var name: String
    var miles: Double
}

enum TrailRoute: Hashable {
    case trail(Int)
    case map(trailID: Int)
}

struct TrailFinderView: View {
    @State private var path: [TrailRoute] = []
    @State private var openedLinks: [String] = []

    let trails = [
        Trail(id: 1, name: "Fern Gully Loop", miles: 3.2),
        Trail(id: 3, name: "Ridgeback Climb", miles: 7.5),
        Trail(id: 8, name: "Lakeshore Stroll", miles: 1.4),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(trails) { trail in
                NavigationLink(value: TrailRoute.trail(trail.id)) {
                    HStack {
                        Text(trail.name)
                        DifficultyBadge(miles: trail.miles)
                    }
                }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: TrailRoute.self) { route in
                switch route {
                case .trail(let id):
                    TrailDetail(trail: trails.first { $0.id == id })
                case .map(let id):
                    Text("Map of trail \(id)")
                        .navigationTitle("Map")
                }
            }
        }
        // trailfinder://trails/3 opens a trail; trailfinder://trails/3/map goes on to its map.
        .onOpenURL { url in
            openedLinks.append(url.absoluteString)
            guard url.scheme == "trailfinder", url.host == "trails" else { return }
            let parts = url.pathComponents.filter { $0 != "/" }
            guard let first = parts.first, let id = Int(first) else { return }
            if url.lastPathComponent == "map" {
                path = [.trail(id), .map(trailID: id)]
            } else {
                path = [.trail(id)]
            }
        }
    }
}

struct TrailDetail: View {
    let trail: Trail?

    var body: some View {
        if let trail {
            VStack(alignment: .leading, spacing: 8) {
                Text(trail.name).font(.title2)
                ElevationProfile(trailID: trail.id)
                NavigationLink("Show Map", value: TrailRoute.map(trailID: trail.id))
            }
            .navigationTitle(trail.name)
        } else {
            Text("Trail not found")
                .navigationTitle("Missing")
        }
    }
}

#Preview {
    TrailFinderView()
}
