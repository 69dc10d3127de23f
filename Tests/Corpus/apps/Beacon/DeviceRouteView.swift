import SwiftUI

struct DeviceRouteView: View {
    let route: DeviceRoute
    let controller: HomeController
    let onReset: () -> Void
    @State private var confirmsReset = false

    var body: some View {
        switch route {
        case .device(let serial):
            if let device = controller.device(serial) {
                List {
                    Text(summary(of: device.kind))
                    NavigationLink("Monday Schedule", value: DeviceRoute.schedule(serial: serial, weekday: 1))
                    NavigationLink("Firmware", value: DeviceRoute.firmware(serial: serial, version: (major: 2, minor: 3)))
                    Button("Factory Reset") { confirmsReset = true }
                }
                .navigationTitle(device.name)
                .confirmationDialog("Reset \(device.name)?", isPresented: $confirmsReset) {
                    Button("Reset", role: .destructive) {
                        controller.reset(serial, completion: onReset)
                    }
                }
            } else {
                Text("Unknown device")
            }
        case .schedule(_, let weekday):
            Text("Schedule for day \(weekday)").navigationTitle("Schedule")
        case .firmware(_, let version):
            Text("Version \(version.major).\(version.minor)").navigationTitle("Firmware")
        }
    }

    private func summary(of kind: Device.Kind) -> String {
        switch kind {
        case .light(let brightness): return "Brightness \(brightness)%"
        case .thermostat(let celsius): return "Set to \(celsius)°C"
        case .lock(let isLocked): return isLocked ? "Locked" : "Unlocked"
        }
    }
}
