//
//  WayfarerApp.swift
//  Wayfarer
//

import SwiftUI

@main
struct WayfarerApp: App {
    @StateObject private var store = TripStore()
    @State private var router = AppRouter()

    var body: some Scene {
        WindowGroup {
            RootTabView()
                .environmentObject(store)
                .environment(router)
                .onOpenURL { url in
                    router.open(url)
                }
        }
    }
}
