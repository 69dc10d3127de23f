import SwiftUI
import Observation

protocol Routing: AnyObject {
    var selectedTab: AppTab { get set }
    var tripsPath: [TripRoute] { get set }
    func show(_ route: TripRoute)
    func open(_ url: URL)
}

@Observable
final class AppRouter: Routing {
    var selectedTab: AppTab = .trips
    var tripsPath: [TripRoute] = []
    var lastRejectedURL: URL?

    func show(_ route: TripRoute) {
        selectedTab = .trips
        tripsPath.append(route)
    }

    func popToRoot() {
        tripsPath.removeAll()
    }

    func open(_ url: URL) {
        guard let link = DeepLink(url: url) else {
            lastRejectedURL = url
            return
        }
        selectedTab = link.tab
        tripsPath = link.routes
    }
}
