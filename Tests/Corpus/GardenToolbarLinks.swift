import SwiftUI

struct Bed: Hashable, Identifiable {
    let id: Int
    var crop: String
    var daysSinceWatered: Int
}

enum GardenRoute: Hashable {
    case bed(Bed)
    case gardener
    case harvestLog(bedID: Int)
}

struct GardenPlanner: View {
    @State private var beds = [
        Bed(id: 1, crop: "Beans", daysSinceWatered: 2),
        Bed(id: 2, crop: "Kale", daysSinceWatered: 5),
    ]
    @State private var path: [GardenRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(beds) { bed in
                NavigationLink("\(bed.crop) (\(bed.daysSinceWatered)d)", value: GardenRoute.bed(bed))
            }
            .navigationTitle("Beds")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    NavigationLink("Gardener", value: GardenRoute.gardener)
                }
            }
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Water All") {
                        for index in 0..<beds.count {
                            beds[index].daysSinceWatered = 0
                        }
                    }
                    NavigationLink("Frost Dates") {
                        Text("Last frost: 12 April")
                            .navigationTitle("Frost Dates")
                    }
                }
            }
            .navigationDestination(for: GardenRoute.self) { route in
                switch route {
                case .bed(let bed):
                    BedDetail(bed: bed)
                case .gardener:
                    Text("Planting since 2019")
                        .navigationTitle("Gardener")
                case .harvestLog(let id):
                    Text("Harvests of bed \(id)")
                        .navigationTitle("Harvest Log")
                }
            }
        }
    }
}

struct BedDetail: View {
    let bed: Bed

    var body: some View {
        Text("\(bed.crop), watered \(bed.daysSinceWatered) days ago")
            .navigationTitle(bed.crop)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    NavigationLink("Harvests", value: GardenRoute.harvestLog(bedID: bed.id))
                }
            }
    }
}

#Preview {
    GardenPlanner()
}
