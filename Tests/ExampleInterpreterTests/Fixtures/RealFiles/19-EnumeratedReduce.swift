import SwiftUI

struct Score: Hashable {
    let player: String
    let points: Int
}

struct LeaderboardView: View {
    let scores = [
        Score(player: "Kim", points: 30),
        Score(player: "Ola", points: 45),
        Score(player: "Ben", points: 12),
    ]

    var ranked: [Score] {
        scores.sorted { $0.points > $1.points }
    }

    var total: Int {
        scores.reduce(0) { $0 + $1.points }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(Array(ranked.enumerated()), id: \.offset) { index, score in
                    NavigationLink("\(index + 1). \(score.player)", value: score)
                }
                Text("Total: \(total)")
                Text("Top two: \(ranked.prefix(2).map(\.player).joined(separator: ", "))")
            }
            .navigationTitle("Leaders")
            .navigationDestination(for: Score.self) { score in
                Text("\(score.player): \(score.points)")
            }
        }
    }
}

#Preview {
    LeaderboardView()
}
