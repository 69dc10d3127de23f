import Foundation
import Combine

final class TripStore: ObservableObject {
    @Published private(set) var trips: [Trip] = Trip.samples
    @Published private(set) var entryCount = 0
    private var cancellables = Set<AnyCancellable>()

    init() {
        $trips
            .map { trips in trips.reduce(0) { $0 + $1.entries.count } }
            .sink { [weak self] count in self?.entryCount = count }
            .store(in: &cancellables)
    }

    func trip(_ id: Trip.ID) -> Trip? {
        trips.first { $0.id == id }
    }

    func addEntry(to tripID: Trip.ID, title: String, completion: @escaping (Trip.Entry) -> Void) {
        guard let index = trips.firstIndex(where: { $0.id == tripID }) else { return }
        let nextID = (trips.flatMap(\.entries).map(\.id).max() ?? 0) + 1
        let entry = Trip.Entry(id: nextID, title: title, body: "")
        DispatchQueue.main.async {
            self.trips[index].entries.append(entry)
            completion(entry)
        }
    }
}
