import SwiftUI

struct Photo: Hashable, Identifiable {
    let id: Int
    var symbol: String
    var caption: String
}

struct PhotoGrid: View {
    @State private var path: [Photo] = []
    @State private var favorites: Set<Int> = []

    let photos = [
        Photo(id: 1, symbol: "sun.max", caption: "Beach at noon"),
        Photo(id: 2, symbol: "moon.stars", caption: "Night sky"),
        Photo(id: 3, symbol: "leaf", caption: "Autumn leaves"),
        Photo(id: 4, symbol: "snowflake", caption: "First snow"),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 90))], spacing: 12) {
                    ForEach(photos) { photo in
                        NavigationLink(value: photo) {
                            Image(systemName: photo.symbol)
                                .resizable()
                                .scaledToFit()
                                .frame(height: 80)
                        }
                        .accessibilityLabel(photo.caption)
                    }
                }
                .padding()
            }
            .navigationTitle("Photos")
            .navigationDestination(for: Photo.self) { photo in
                PhotoDetail(photo: photo, isFavorite: favorites.contains(photo.id)) {
                    if favorites.contains(photo.id) {
                        favorites.remove(photo.id)
                    } else {
                        favorites.insert(photo.id)
                    }
                }
            }
        }
    }
}

struct PhotoDetail: View {
    let photo: Photo
    let isFavorite: Bool
    var toggleFavorite: () -> Void

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: photo.symbol)
                .font(.largeTitle)
            Text(photo.caption)
            Button {
                toggleFavorite()
            } label: {
                Image(systemName: isFavorite ? "heart.fill" : "heart")
            }
        }
        .navigationTitle("Photo \(photo.id)")
    }
}

#Preview {
    PhotoGrid()
}
