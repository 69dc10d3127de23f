import SwiftUI

struct Station: Hashable, Identifiable {
    let id: Int
    let name: String
    let line: String
}

struct TransitView: View {
    @State private var path = NavigationPath()
    let stations = [
        Station(id: 10, name: "Harbor", line: "Blue"),
        Station(id: 11, name: "Market", line: "Blue"),
        Station(id: 20, name: "Old Town", line: "Red"),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(stations, rowContent: row)
                .navigationTitle("Stations")
                .navigationDestination(for: Station.self, destination: stationPage)
                .navigationDestination(for: String.self, destination: linePage)
        }
    }

    private func row(_ station: Station) -> some View {
        NavigationLink(station.name, value: station)
    }

    private func stationPage(_ station: Station) -> some View {
        VStack {
            Text("\(station.name) station")
            NavigationLink("\(station.line) Line", value: station.line)
        }
        .navigationTitle(station.name)
    }

    private func linePage(_ line: String) -> some View {
        let names = stations.filter { $0.line == line }.map(\.name)
        return Text(names.joined(separator: ", "))
            .navigationTitle("\(line) Line")
    }
}

#Preview {
    TransitView()
}
