import SwiftUI

struct HomeSplitView: View {
    @State private var controller: HomeController
    @State private var resetCount = 0

    init(home: Home) {
        _controller = State(initialValue: HomeController(home: home))
    }

    var body: some View {
        NavigationSplitView {
            RoomsSidebar(controller: controller)
        } detail: {
            NavigationStack(path: $controller.devicePath) {
                RoomDetail(room: controller.home.rooms.first { $0.id == controller.selectedRoom })
                    .navigationDestination(for: DeviceRoute.self) { route in
                        DeviceRouteView(route: route, controller: controller) {
                            resetCount += 1
                        }
                    }
            }
        }
        .tint(Color(uiColor: .beaconAccent))
    }
}
