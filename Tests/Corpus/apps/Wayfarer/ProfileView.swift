import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

struct ProfileView: View {
    @EnvironmentObject private var store: TripStore
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("\(store.trips.count) trips, \(store.entryCount) entries")
                Button("Settings") { showsSettings = true }
            }
            .navigationTitle("Profile")
            .sheet(isPresented: $showsSettings) {
                NavigationStack {
                    Button("Open System Settings") {
                        #if os(iOS)
                        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                        #endif
                    }
                    .navigationTitle("Settings")
                }
            }
        }
    }
}
