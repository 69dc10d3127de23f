import SwiftUI

struct DoctorList: View {
    let department: Department
    @Environment(ClinicNavigator.self) private var navigator

    var body: some View {
        @Bindable var navigator = navigator
        List(department.doctors, selection: $navigator.doctor) { doctor in
            Text(doctor.name)
        }
        .navigationTitle(department.name)
    }
}
