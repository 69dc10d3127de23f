import SwiftUI

@main
struct CinemaApp: App {
    @StateObject private var flow = TicketFlow(catalog: MovieCatalog())

    var body: some Scene {
        WindowGroup {
            MoviesScreen()
                .environmentObject(flow)
        }
    }
}
