import Foundation

/// wayfarer://trips/2, wayfarer://trips/1/entries/2, wayfarer://trips/2/companions, wayfarer://profile
struct DeepLink {
    let tab: AppTab
    let routes: [TripRoute]

    init?(url: URL) {
        guard url.scheme == "wayfarer", let host = url.host, let tab = AppTab(rawValue: host) else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        self.tab = tab
        guard tab == .trips, let first = parts.first else {
            routes = []
            return
        }
        guard let tripID = Int(first) else { return nil }
        var routes: [TripRoute] = [.trip(id: tripID)]
        switch (parts.dropFirst().first, parts.dropFirst(2).first.flatMap(Int.init)) {
        case ("entries"?, let entryID?):
            routes.append(.entry(tripID: tripID, entryID: entryID))
        case ("companions"?, nil):
            routes.append(.companions(tripID: tripID))
        case (nil, nil):
            break
        default:
            return nil
        }
        self.routes = routes
    }
}
