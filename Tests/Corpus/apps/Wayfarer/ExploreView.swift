import SwiftUI

struct ExploreView: View {
    @Environment(AppRouter.self) private var router

    var body: some View {
        NavigationStack {
            List {
                Button("Revisit Kyoto Temples") {
                    router.tripsPath = []
                    router.show(.trip(id: 2))
                    router.show(.entry(tripID: 2, entryID: 5))
                }
            }
            .navigationTitle("Explore")
        }
    }
}
