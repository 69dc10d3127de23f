import SwiftUI

struct Fruit: Identifiable, Hashable {
    var id: String { name }
    let name: String
}

struct FruitStandView: View {
    static let fruits = ["Apple", "Banana", "Cherry", "Damson"].map { Fruit(name: $0) }
    @State private var favourites = Set<String>()

    var body: some View {
        NavigationStack {
            List(Self.fruits) { fruit in
                HStack {
                    Text(fruit.name)
                    if favourites.contains(fruit.name) {
                        Text("★")
                    }
                }
                .onTapGesture {
                    if favourites.contains(fruit.name) {
                        favourites.remove(fruit.name)
                    } else {
                        favourites.insert(fruit.name)
                    }
                }
            }
            .navigationTitle("Fruit (\(favourites.count) liked)")
        }
    }
}

#Preview {
    FruitStandView()
}
