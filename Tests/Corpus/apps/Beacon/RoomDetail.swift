import SwiftUI

struct RoomDetail: View {
    let room: Room?

    var body: some View {
        if let room {
            List(room.devices) { device in
                NavigationLink(device.name, value: DeviceRoute.device(serial: device.serial))
            }
            .navigationTitle(room.name)
        } else {
            Text("Select a room")
        }
    }
}
