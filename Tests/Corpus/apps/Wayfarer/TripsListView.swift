import SwiftUI

struct TripsListView: View {
    @EnvironmentObject private var store: TripStore
    @Environment(AppRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.tripsPath) {
            List(store.trips) { trip in
                NavigationLink(value: TripRoute.trip(id: trip.id)) {
                    Text(trip.name)
                }
            }
            .navigationTitle("Trips")
            .navigationDestination(for: TripRoute.self) { route in
                destination(for: route)
            }
        }
    }

    @ViewBuilder
    private func destination(for route: TripRoute) -> some View {
        switch route {
        case .trip(let id):
            if let trip = store.trip(id) {
                TripDetailView(trip: trip)
            } else {
                Text("Trip not found")
            }
        case .entry(let tripID, let entryID):
            if let entry = store.trip(tripID)?.entries.first(where: { $0.id == entryID }) {
                EntryView(entry: entry)
            } else {
                Text("Entry not found")
            }
        case .companions(let tripID):
            CompanionsView(names: store.trip(tripID)?.companions ?? [])
        }
    }
}
