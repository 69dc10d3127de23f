import SwiftUI

protocol HomeControlling: AnyObject {
    var selectedRoom: Room.ID? { get set }
    var devicePath: [DeviceRoute] { get set }
    func reset(_ serial: String, completion: @escaping () -> Void)
}

@Observable
final class HomeController: HomeControlling {
    var home: Home
    var selectedRoom: Room.ID?
    var devicePath: [DeviceRoute] = []
    var resetting: Set<String> = []

    init(home: Home) {
        self.home = home
    }

    func device(_ serial: String) -> Device? {
        home.rooms.flatMap(\.devices).first { $0.serial == serial }
    }

    func reset(_ serial: String, completion: @escaping () -> Void) {
        resetting.insert(serial)
        // The hub answers after a short delay.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { [weak self] in
            self?.resetting.remove(serial)
            self?.devicePath.removeAll()
            completion()
        }
    }
}
