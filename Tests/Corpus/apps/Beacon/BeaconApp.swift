import SwiftUI

@main
struct BeaconApp: App {
    var body: some Scene {
        WindowGroup {
            HomeSplitView(home: .demo)
        }
    }
}
