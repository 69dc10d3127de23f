import SwiftUI

@main
struct ClinicApp: App {
    @State private var navigator = ClinicNavigator()
    private let directory = Directory.sample

    var body: some Scene {
        WindowGroup {
            ClinicSplitView(directory: directory)
                .environment(navigator)
        }
    }
}
