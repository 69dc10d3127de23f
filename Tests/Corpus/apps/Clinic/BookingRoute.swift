import Foundation

enum BookingRoute: Hashable {
    case slots(doctorID: Int)
    case confirm(doctorID: Int, slot: Slot)
    case booked(reference: String)
}
