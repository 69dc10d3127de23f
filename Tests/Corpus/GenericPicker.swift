import SwiftUI

/// A reusable list that pushes any hashable, describable value.
struct ChoiceList<Choice: Hashable & CustomStringConvertible, Destination: View>: View {
    let title: String
    let choices: [Choice]
    @ViewBuilder var destination: (Choice) -> Destination

    var body: some View {
        List(choices, id: \.self) { choice in
            NavigationLink(choice.description, value: choice)
        }
        .navigationTitle(title)
        .navigationDestination(for: Choice.self, destination: destination)
    }
}

enum Size: String, CustomStringConvertible, CaseIterable {
    case small, medium, large
    var description: String { rawValue.capitalized }
}

struct Topping: Hashable, CustomStringConvertible {
    let name: String
    var description: String { name }
}

struct OrderBuilder: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            ChoiceList(title: "Size", choices: Size.allCases) { size in
                ChoiceList(title: "Toppings for \(size)", choices: [Topping(name: "Olives"), Topping(name: "Basil")]) { topping in
                    Text("\(size) pizza with \(topping)")
                        .navigationTitle("Summary")
                }
            }
        }
    }
}

#Preview {
    OrderBuilder()
}
