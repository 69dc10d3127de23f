import SwiftUI

enum ExportFormat: String, CaseIterable, Hashable {
    case pdf = "PDF"
    case csv = "CSV"
}

struct ReportScreen: View {
    @State private var showsExportOptions = false
    @State private var path: [ExportFormat] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Quarterly report")
                Button("Export…") { showsExportOptions = true }
            }
            .navigationTitle("Report")
            .confirmationDialog("Export as", isPresented: $showsExportOptions, titleVisibility: .visible) {
                ForEach(ExportFormat.allCases, id: \.self) { format in
                    Button(format.rawValue) { path.append(format) }
                }
            }
            .navigationDestination(for: ExportFormat.self) { format in
                Text("Exporting \(format.rawValue)")
                    .navigationTitle("Export")
            }
        }
    }
}

#Preview {
    ReportScreen()
}
