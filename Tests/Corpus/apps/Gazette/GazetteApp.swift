import SwiftUI

@main
struct GazetteApp: App {
    var body: some Scene {
        WindowGroup {
            ReaderRoot(feed: SampleFeed())
        }
    }
}
