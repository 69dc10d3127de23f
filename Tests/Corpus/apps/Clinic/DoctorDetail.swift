import SwiftUI

struct DoctorDetail: View {
    let doctor: Doctor?
    @Environment(ClinicNavigator.self) private var navigator

    var body: some View {
        if let doctor {
            VStack {
                Text("\(doctor.freeSlots.count) free slots")
                Button("Book with \(doctor.name)") {
                    navigator.startBooking(with: doctor.id)
                }
                .disabled(doctor.freeSlots.isEmpty)
            }
            .navigationTitle(doctor.name)
        } else {
            Text("No doctor selected")
        }
    }
}
