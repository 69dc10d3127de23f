import SwiftUI

struct Flashcard: Identifiable, Hashable {
    let id: Int
    let front: String
    let back: String
}

struct DeckView: View {
    let cards: [Flashcard]

    var body: some View {
        NavigationStack {
            List(cards) { card in
                NavigationLink(card.front) {
                    CardView(card: card)
                }
            }
            .navigationTitle("Deck")
        }
    }
}

struct CardView: View {
    let card: Flashcard
    @State private var showsBack = false

    var body: some View {
        VStack {
            Text(showsBack ? card.back : card.front)
            Button(showsBack ? "Show Front" : "Flip") { showsBack.toggle() }
        }
        .navigationTitle("Card \(card.id)")
    }
}

struct DeckView_Previews: PreviewProvider {
    static var previews: some View {
        DeckView(cards: [
            Flashcard(id: 1, front: "Hola", back: "Hello"),
            Flashcard(id: 2, front: "Gracias", back: "Thank you"),
        ])
    }
}
