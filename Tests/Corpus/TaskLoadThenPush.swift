import SwiftUI

struct Forecast: Hashable {
    let city: String
    let high: Int
}

protocol ForecastLoading {
    func forecast(for city: String) async throws -> Forecast
}

struct CannedForecasts: ForecastLoading {
    func forecast(for city: String) async throws -> Forecast {
        try await Task.sleep(nanoseconds: 1_000_000)
        if city.isEmpty { throw URLError(.badURL) }
        return Forecast(city: city, high: city.count * 3)
    }
}

struct WeatherHome: View {
    @State private var path: [Forecast] = []
    @State private var errorText: String?
    let loader: any ForecastLoading = CannedForecasts()

    var body: some View {
        NavigationStack(path: $path) {
            VStack(spacing: 16) {
                ForEach(["Oslo", "Lima", ""], id: \.self) { city in
                    Button(city.isEmpty ? "Unknown city" : city) {
                        Task {
                            await open(city)
                        }
                    }
                }
                if let errorText {
                    Text(errorText)
                        .foregroundStyle(.red)
                }
            }
            .navigationTitle("Weather")
            .navigationDestination(for: Forecast.self) { forecast in
                Text("High of \(forecast.high)°")
                    .navigationTitle(forecast.city)
            }
        }
    }

    @MainActor
    private func open(_ city: String) async {
        do {
            let forecast = try await loader.forecast(for: city)
            errorText = nil
            path.append(forecast)
        } catch {
            errorText = "Could not load the forecast"
        }
    }
}

#Preview {
    WeatherHome()
}
