import SwiftUI

struct Catalog {
    struct Department: Hashable, Identifiable {
        enum Kind: String {
            case fresh = "Fresh"
            case pantry = "Pantry"
        }

        let id: Int
        let kind: Kind
        let aisles: [Aisle]
    }

    struct Aisle: Hashable {
        let number: Int
        let label: String
    }

    static let departments = [
        Department(id: 1, kind: .fresh, aisles: [Aisle(number: 1, label: "Fruit"), Aisle(number: 2, label: "Dairy")]),
        Department(id: 2, kind: .pantry, aisles: [Aisle(number: 7, label: "Pasta")]),
    ]
}

struct GroceryMap: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List(Catalog.departments) { department in
                NavigationLink(department.kind.rawValue, value: department)
            }
            .navigationTitle("Departments")
            .navigationDestination(for: Catalog.Department.self) { department in
                List(department.aisles, id: \.number) { aisle in
                    NavigationLink("Aisle \(aisle.number): \(aisle.label)", value: aisle)
                }
                .navigationTitle(department.kind.rawValue)
            }
            .navigationDestination(for: Catalog.Aisle.self) { aisle in
                AisleView(aisle: aisle)
            }
        }
    }
}

struct AisleView: View {
    let aisle: Catalog.Aisle

    var body: some View {
        Text("Aisle \(aisle.number) has \(aisle.label.lowercased())")
            .navigationTitle(aisle.label)
    }
}

#Preview {
    GroceryMap()
}
