import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

@main
struct StrideApp: App {
    #if os(iOS)
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    #endif

    var body: some Scene {
        WindowGroup {
            MainTabs()
        }
    }
}
