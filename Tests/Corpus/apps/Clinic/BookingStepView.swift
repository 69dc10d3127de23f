import SwiftUI

struct BookingStepView: View {
    let route: BookingRoute
    let directory: Directory
    @Environment(ClinicNavigator.self) private var navigator

    var body: some View {
        @Bindable var navigator = navigator
        switch route {
        case .slots(let doctorID):
            List((directory.doctor(doctorID)?.freeSlots ?? []).sorted(), id: \.self) { slot in
                Button(slot.description) { navigator.confirm(doctorID: doctorID, slot: slot) }
            }
            .navigationTitle("Pick a Time")
            .alert("Slot taken", isPresented: Binding(get: { navigator.conflict != nil }, set: { if !$0 { navigator.conflict = nil } })) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("Someone booked \(navigator.conflict?.description ?? "it") first.")
            }
        case .confirm(_, let slot):
            Button("Confirm \(slot.description)") { navigator.finish(slot: slot) }
                .navigationTitle("Confirm")
        case .booked(let reference):
            Text("Booked: \(reference)")
                .navigationTitle("Done")
                .navigationBarBackButtonHidden()
        }
    }
}
