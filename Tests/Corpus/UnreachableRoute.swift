import SwiftUI

enum Screen: Hashable {
    case list
    case item(Int)
}

struct ItemsFlow: View {
    @State private var path: [Screen] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Open List") { path.append(.list) }
            }
            .navigationTitle("Start")
            .navigationDestination(for: Screen.self) { screen in
                view(for: screen)
            }
        }
    }

    @ViewBuilder
    func view(for screen: Screen) -> some View {
        switch screen {
        case .list:
            List(1..<4) { number in
                Button("Item \(number)") { path.append(.item(number)) }
            }
            .navigationTitle("Items")
        case .item(let number):
            Text(label(for: number))
                .navigationTitle("Item \(number)")
        }
    }

    func label(for number: Int) -> String {
        switch number {
        case 1: return "First"
        case 2: return "Second"
        case 3: return "Third"
        default: fatalError("Only three items exist")
        }
    }
}

#Preview {
    ItemsFlow()
}
