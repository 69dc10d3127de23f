import SwiftUI

struct RootSwitcher: View {
    @Environment(SessionStore.self) private var session

    var body: some View {
        if let user = session.user {
            GardenTabs(user: user)
        } else {
            AuthFlow()
        }
    }
}
