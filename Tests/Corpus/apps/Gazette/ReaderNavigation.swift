import SwiftUI

/// Owns the reader's path; saves it as data whenever it changes.
@Observable
final class ReaderNavigation {
    var path = NavigationPath()

    var savedData: Data? {
        guard let codable = path.codable else { return nil }
        return try? JSONEncoder().encode(codable)
    }

    func restore(from data: Data?) {
        guard let data,
              let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        else { return }
        path = NavigationPath(representation)
    }

    func openLink(_ string: String, in feed: Feed) {
        // gazette://article/102 or gazette://section/Science
        guard let url = URL(string: string), url.scheme == "gazette" else { return }
        let value = url.lastPathComponent
        var newPath = NavigationPath()
        switch url.host {
        case "article":
            guard let id = Int(value), let article = feed.article(id) else { return }
            newPath.append(article.section)
            newPath.append(article)
        case "section":
            guard let section = NewsSection(rawValue: value) else { return }
            newPath.append(section)
        default:
            return
        }
        path = newPath
    }
}
