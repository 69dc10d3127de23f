import SwiftUI

final class Preferences: ObservableObject {
    @Published var showsAdvanced = false
}

struct ContentView: View {
    @StateObject private var preferences = Preferences()

    var body: some View {
        NavigationStack {
            SettingsList()
        }
        .environmentObject(preferences)
    }
}

struct SettingsList: View {
    @EnvironmentObject var preferences: Preferences

    var body: some View {
        List {
            Button(preferences.showsAdvanced ? "Hide advanced" : "Show advanced") {
                preferences.showsAdvanced.toggle()
            }
            if preferences.showsAdvanced {
                NavigationLink("Advanced") {
                    AdvancedSettings()
                }
            }
        }
        .navigationTitle("Settings")
    }
}

struct AdvancedSettings: View {
    @EnvironmentObject var preferences: Preferences

    var body: some View {
        Button("Reset") { preferences.showsAdvanced = false }
            .navigationTitle("Advanced")
    }
}

#Preview {
    ContentView()
}
