import SwiftUI

struct Reading: Hashable {
    let day: Int
    let celsius: Int
}

struct WeatherView: View {
    let readings = (1...7).map { Reading(day: $0, celsius: 10 + ($0 * 3) % 7) }

    var warmDays: [Int] {
        var days: [Int] = []
        for reading in readings where reading.celsius >= 13 {
            days.append(reading.day)
        }
        return days
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(readings, id: \.day) { reading in
                    NavigationLink("Day \(reading.day)", value: reading)
                }
                Text("Warm days: \(warmDays.map { String($0) }.joined(separator: ", "))")
                Text("Last three: \(readings.suffix(3).map(\.celsius))")
            }
            .navigationTitle("Week")
            .navigationDestination(for: Reading.self) { reading in
                Text("\(reading.celsius) °C")
            }
        }
    }
}

#Preview {
    WeatherView()
}
