import SwiftUI

enum LookupError: Error, Hashable {
    case notFound(code: String)
    case offline
}

enum TrackingRoute: Hashable {
    case parcel(code: String, status: String)
    case failure(LookupError)
}

struct ParcelTracker: View {
    @State private var path: [TrackingRoute] = []
    @State private var isOnline = true

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(["PX100", "PX200", "ZZ999"], id: \.self) { code in
                    Button("Track \(code)") { show(lookup(code)) }
                }
                Toggle("Online", isOn: $isOnline)
            }
            .navigationTitle("Tracking")
            .navigationDestination(for: TrackingRoute.self) { route in
                switch route {
                case .parcel(let code, let status):
                    Text(status).navigationTitle(code)
                case .failure(.notFound(let code)):
                    Text("No parcel \(code)").navigationTitle("Not Found")
                case .failure(.offline):
                    Text("Try again later").navigationTitle("Offline")
                }
            }
        }
    }

    private func lookup(_ code: String) -> Result<String, LookupError> {
        guard isOnline else { return .failure(.offline) }
        switch code {
        case "PX100": return .success("Delivered")
        case "PX200": return .success("In transit")
        default: return .failure(.notFound(code: code))
        }
    }

    private func show(_ result: Result<String, LookupError>) {
        switch result {
        case .success(let status):
            let code = status == "Delivered" ? "PX100" : "PX200"
            path.append(.parcel(code: code, status: status))
        case .failure(let error):
            path.append(.failure(error))
        }
    }
}

#Preview {
    ParcelTracker()
}
