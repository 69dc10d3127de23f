import Foundation

enum TripRoute: Hashable {
    case trip(id: Trip.ID)
    case entry(tripID: Trip.ID, entryID: Int)
    case companions(tripID: Trip.ID)
}
