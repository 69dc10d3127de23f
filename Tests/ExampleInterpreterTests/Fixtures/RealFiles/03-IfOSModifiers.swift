import SwiftUI

struct Trail: Identifiable, Hashable {
    var id: Int
    var name: String
    var kilometres: Double
}

let allTrails = [
    Trail(id: 1, name: "Ridge Loop", kilometres: 7.5),
    Trail(id: 2, name: "River Walk", kilometres: 3.0),
]

struct TrailsView: View {
    var body: some View {
        NavigationStack {
            List(allTrails) { trail in
                NavigationLink(trail.name) {
                    Text("\(trail.name): \(trail.kilometres) km")
                        #if os(iOS)
                        .navigationBarTitleDisplayMode(.inline)
                        #endif
                }
            }
            .navigationTitle("Trails")
            #if os(macOS)
            .frame(minWidth: 300)
            #endif
        }
    }
}

#if DEBUG
#Preview {
    TrailsView()
}
#endif
