import SwiftUI

struct CounterDetail: View {
    @Binding var count: Int

    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
        .navigationTitle("Counter")
    }
}

struct CounterHome: View {
    @State private var count = 0

    var body: some View {
        NavigationStack {
            NavigationLink("Open counter") {
                CounterDetail(count: $count)
            }
            .navigationTitle("Total \(count)")
        }
    }
}

#Preview("Detail", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 3
    CounterDetail(count: $count)
}

#Preview {
    CounterHome()
}
