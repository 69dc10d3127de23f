import SwiftUI
import Observation

protocol ClinicNavigating: AnyObject {
    var department: Department.ID? { get set }
    var doctor: Doctor.ID? { get set }
    var bookingPath: [BookingRoute] { get set }
    func startBooking(with doctor: Doctor.ID)
}

@Observable
final class ClinicNavigator: ClinicNavigating {
    var department: Department.ID?
    var doctor: Doctor.ID? {
        didSet {
            if doctor != oldValue { bookingPath = [] }
        }
    }
    var bookingPath: [BookingRoute] = []
    var conflict: Slot?
    private(set) var booked: Set<Slot> = [Slot(day: 1, hour: 14)]

    func startBooking(with doctor: Doctor.ID) {
        bookingPath = [.slots(doctorID: doctor)]
    }

    func confirm(doctorID: Int, slot: Slot) {
        if booked.contains(slot) {
            conflict = slot
        } else {
            bookingPath.append(.confirm(doctorID: doctorID, slot: slot))
        }
    }

    func finish(slot: Slot) {
        booked.insert(slot)
        bookingPath = [.booked(reference: "R-\(slot.day)\(slot.hour)")]
    }
}
