import SwiftUI

struct Photo: Hashable, Identifiable {
    let id: Int
    let caption: String
}

struct PhotoGrid: View {
    @State private var selectedPhoto: Photo?
    private let photos = (1...4).map { Photo(id: $0, caption: "Photo \($0)") }

    var body: some View {
        NavigationStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(photos) { photo in
                    Button(photo.caption) {
                        selectedPhoto = photo
                    }
                }
            }
            .navigationTitle("Photos")
            .navigationDestination(item: $selectedPhoto) { photo in
                Text("Large \(photo.caption)")
                    .navigationTitle(photo.caption)
            }
        }
    }
}

#Preview {
    PhotoGrid()
}
