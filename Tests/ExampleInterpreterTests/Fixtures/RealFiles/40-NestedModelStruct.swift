import SwiftUI

struct Trip: Hashable {
    var stops: [String] = []
    var title = "Weekend"
}

struct ContentView: View {
    @State private var trip = Trip()

    var body: some View {
        NavigationStack(path: $trip.stops) {
            Button("Add Lisbon") { trip.stops.append("Lisbon") }
                .navigationTitle(trip.title)
                .navigationDestination(for: String.self) { stop in
                    Text(stop)
                }
        }
    }
}

#Preview {
    ContentView()
}
