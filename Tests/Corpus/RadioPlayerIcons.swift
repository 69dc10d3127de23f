import SwiftUI

struct Station: Hashable, Identifiable {
    let id: Int
    var name: String
    var genre: String
}

enum PlayerRoute: Hashable {
    case queue
    case station(Int)
}

struct RadioPlayer: View {
    @State private var path: [PlayerRoute] = []
    @State private var current = 0
    @State private var isPlaying = false

    let stations = [
        Station(id: 101, name: "Harbour FM", genre: "Talk"),
        Station(id: 102, name: "Lowlight", genre: "Ambient"),
        Station(id: 103, name: "Brass Band Hour", genre: "Brass"),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 24) {
                // Both come from the app's design-system file.
                StationArtwork(genre: stations[current].genre)
                Text(stations[current].name).font(.title2)
                SignalMeter(strength: 4)
                HStack(spacing: 32) {
                    Button { step(by: -1) } label: { Image(systemName: "backward.fill") }
                    Button { isPlaying.toggle() } label: {
                        Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    }
                    Button { step(by: 1) } label: { Image(systemName: "forward.fill") }
                }
                Button {
                    path.append(.station(stations[current].id))
                } label: {
                    Image(systemName: "info.circle")
                }
                .accessibilityLabel("About Station")
            }
            .navigationTitle("Radio")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    NavigationLink(value: PlayerRoute.queue) {
                        Image(systemName: "list.bullet")
                    }
                }
            }
            .navigationDestination(for: PlayerRoute.self) { route in
                switch route {
                case .queue:
                    List(stations) { station in
                        Text(station.name)
                    }
                    .navigationTitle("All Stations")
                case .station(let id):
                    Text("Station \(id)")
                        .navigationTitle("About")
                }
            }
        }
    }

    private func step(by offset: Int) {
        current = (current + offset + stations.count) % stations.count
    }
}

#Preview {
    RadioPlayer()
}
