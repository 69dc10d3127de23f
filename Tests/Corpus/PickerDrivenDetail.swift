import SwiftUI

enum Unit: String, CaseIterable, Identifiable, Hashable {
    case metric = "Metric"
    case imperial = "Imperial"
    var id: String { rawValue }
}

struct ConverterView: View {
    @State private var unit: Unit = .metric
    @State private var distance = 10.0
    @State private var path: [Unit] = []

    var body: some View {
        NavigationStack(path: $path) {
            Form {
                Picker("Units", selection: $unit) {
                    ForEach(Unit.allCases) { unit in
                        Text(unit.rawValue).tag(unit)
                    }
                }
                .pickerStyle(.segmented)
                Slider(value: $distance, in: 0...100)
                Button("Show Result") { path.append(unit) }
            }
            .navigationTitle("Convert")
            .navigationDestination(for: Unit.self) { unit in
                ResultView(text: format(distance, in: unit))
            }
        }
    }

    private func format(_ kilometers: Double, in unit: Unit) -> String {
        switch unit {
        case .metric: return "\(Int(kilometers)) km"
        case .imperial: return "\(Int((kilometers * 0.621371).rounded())) mi"
        }
    }
}

struct ResultView: View {
    let text: String

    var body: some View {
        Text(text).navigationTitle("Result")
    }
}

#Preview {
    ConverterView()
}
