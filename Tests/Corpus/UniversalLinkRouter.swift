import SwiftUI

enum ProfileRoute: Hashable {
    case user(String)
    case followers(of: String)
    case post(author: String, id: Int)
}

struct DeepLinkParser {
    /// https://social.example/u/ana/posts/4 and friends.
    static func routes(for url: URL) -> [ProfileRoute]? {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count >= 2, parts[0] == "u" else { return nil }
        let user = parts[1]
        var routes: [ProfileRoute] = [.user(user)]
        switch parts.dropFirst(2).first {
        case "followers"?:
            routes.append(.followers(of: user))
        case "posts"?:
            guard parts.count == 4, let id = Int(parts[3]) else { return nil }
            routes.append(.post(author: user, id: id))
        case nil:
            break
        default:
            return nil
        }
        return routes
    }
}

struct SocialRoot: View {
    @State private var path: [ProfileRoute] = []
    @State private var rejectedLinks = 0

    var body: some View {
        NavigationStack(path: $path) {
            Text("Feed")
                .navigationTitle("Home")
                .navigationDestination(for: ProfileRoute.self) { route in
                    switch route {
                    case .user(let name):
                        NavigationLink("Followers", value: ProfileRoute.followers(of: name))
                            .navigationTitle("@\(name)")
                    case .followers(let name):
                        Text("People following \(name)").navigationTitle("Followers")
                    case .post(let author, let id):
                        Text("Post \(id) by \(author)").navigationTitle("Post")
                    }
                }
        }
        .onOpenURL(perform: handle)
    }

    func handle(_ url: URL) {
        if let routes = DeepLinkParser.routes(for: url) {
            path = routes
        } else {
            rejectedLinks += 1
        }
    }
}

#Preview {
    SocialRoot()
}
