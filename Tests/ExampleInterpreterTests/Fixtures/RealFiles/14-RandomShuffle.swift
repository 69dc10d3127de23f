import SwiftUI

struct Card: Identifiable, Hashable {
    let id = UUID()
    let value: Int
}

struct DeckView: View {
    @State private var cards = (1...5).map { Card(value: $0) }.shuffled()
    @State private var bonus = Int.random(in: 1...6)

    var body: some View {
        NavigationStack {
            List(cards) { card in
                NavigationLink("Card \(card.value)", value: card)
            }
            .navigationDestination(for: Card.self) { card in
                Text("Value \(card.value + bonus)")
            }
            .navigationTitle("Deck")
            .toolbar {
                Button("Shuffle") { cards.shuffle() }
            }
        }
    }
}

#Preview {
    DeckView()
}
