import SwiftUI

struct RoomsSidebar: View {
    @Bindable var controller: HomeController

    var body: some View {
        List(controller.home.rooms, selection: $controller.selectedRoom) { room in
            Label(room.name, systemImage: "house")
        }
        .navigationTitle("Beacon")
    }
}
