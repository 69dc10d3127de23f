import SwiftUI

struct TripDetailView: View {
    let trip: Trip
    @EnvironmentObject private var store: TripStore
    @Environment(AppRouter.self) private var router

    var body: some View {
        List {
            Section("Entries") {
                ForEach(trip.entries) { entry in
                    NavigationLink(entry.title, value: TripRoute.entry(tripID: trip.id, entryID: entry.id))
                }
            }
            NavigationLink("Companions (\(trip.companions.count))", value: TripRoute.companions(tripID: trip.id))
        }
        .navigationTitle(trip.name)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("New Entry") {
                    store.addEntry(to: trip.id, title: "Untitled") { entry in
                        router.show(.entry(tripID: trip.id, entryID: entry.id))
                    }
                }
            }
        }
    }
}
