import SwiftUI

struct Pastry: Hashable, Identifiable {
    let id: Int
    var name: String
    var price: Double
    var soldOut: Bool
}

struct BakeryMenu: View {
    @State private var showsLoyaltyCard = false
    @State private var basket: [Pastry] = []

    let pastries = [
        Pastry(id: 1, name: "Cardamom Bun", price: 3.2, soldOut: false),
        Pastry(id: 2, name: "Almond Croissant", price: 3.8, soldOut: true),
        Pastry(id: 3, name: "Rye Loaf", price: 5.5, soldOut: false),
    ]

    var body: some View {
        NavigationStack {
            List(pastries) { pastry in
                NavigationLink {
                    PastryPage(pastry: pastry) { basket.append($0) }
                } label: {
                    HStack {
                        // PastryThumbnail and SoldOutRibbon live in DesignSystem.swift.
                        PastryThumbnail(name: pastry.name)
                            .overlay(alignment: .topTrailing) {
                                if pastry.soldOut { SoldOutRibbon() }
                            }
                        Text(pastry.name)
                    }
                }
            }
            .navigationTitle("Today's Bakes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Loyalty Card") { showsLoyaltyCard = true }
                }
            }
            .sheet(isPresented: $showsLoyaltyCard) {
                LoyaltyCardView(stamps: basket.count)
            }
        }
    }
}

struct PastryPage: View {
    let pastry: Pastry
    var addToBasket: (Pastry) -> Void

    var body: some View {
        VStack(spacing: 12) {
            PriceTag(amount: pastry.price, currency: "EUR")
            if pastry.soldOut {
                Text("Back tomorrow morning")
            } else {
                Button("Add to Basket") { addToBasket(pastry) }
            }
            NavigationLink("Allergens") {
                AllergenTable(pastryID: pastry.id)
            }
        }
        .navigationTitle(pastry.name)
    }
}

#Preview {
    BakeryMenu()
}
