import SwiftUI

struct ClinicSplitView: View {
    let directory: Directory
    @Environment(ClinicNavigator.self) private var navigator

    var body: some View {
        @Bindable var navigator = navigator
        NavigationSplitView {
            List(directory.departments, selection: $navigator.department) { department in
                Text(department.name)
            }
            .navigationTitle("Clinic")
        } content: {
            if let department = directory.departments.first(where: { $0.id == navigator.department }) {
                DoctorList(department: department)
            } else {
                Text("Choose a department")
            }
        } detail: {
            NavigationStack(path: $navigator.bookingPath) {
                DoctorDetail(doctor: navigator.doctor.flatMap(directory.doctor))
                    .navigationDestination(for: BookingRoute.self) { route in
                        BookingStepView(route: route, directory: directory)
                    }
            }
        }
    }
}
