import SwiftUI

final class TourGuide: ObservableObject {
    @Published var stops: [String] = []

    func visit(_ stop: String) {
        stops.append(stop)
    }
}

struct ContentView: View {
    var body: some View {
        TabRoot()
    }
}

struct TabRoot: View {
    @StateObject private var guide = TourGuide()

    var body: some View {
        NavigationStack(path: $guide.stops) {
            VStack {
                Button("Start at the museum") { guide.visit("Museum") }
            }
            .navigationTitle("Tour")
            .navigationDestination(for: String.self) { stop in
                StopView(stop: stop)
            }
        }
        .environmentObject(guide)
    }
}

struct StopView: View {
    let stop: String
    @EnvironmentObject private var guide: TourGuide

    var body: some View {
        Button("Walk to the park") { guide.visit("Park") }
            .navigationTitle(stop)
    }
}

#Preview {
    ContentView()
}
