import SwiftUI

struct EventDay: View {
    @State private var showsNewEvent = false
    @State private var showsCalendarPicker = false
    @State private var calendar = "Personal"
    @State private var events: [String] = []

    var body: some View {
        NavigationStack {
            List {
                Section("Calendar: \(calendar)") {
                    ForEach(events, id: \.self) { Text($0) }
                }
            }
            .navigationTitle("Today")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Calendars") { showsCalendarPicker = true }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("New Event") { showsNewEvent = true }
                }
            }
            .sheet(isPresented: $showsNewEvent) {
                NewEventSheet(calendar: calendar) { title in
                    events.append(title)
                }
            }
            .fullScreenCover(isPresented: $showsCalendarPicker) {
                NavigationStack {
                    List(["Personal", "Work", "Family"], id: \.self) { name in
                        Button(name) {
                            calendar = name
                            showsCalendarPicker = false
                        }
                    }
                    .navigationTitle("Calendars")
                }
            }
        }
    }
}

struct NewEventSheet: View {
    let calendar: String
    let add: (String) -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Button("Add Standup") {
                add("Standup (\(calendar))")
                dismiss()
            }
            .navigationTitle("New Event")
        }
    }
}

#Preview {
    EventDay()
}
