import Foundation

/// The files `navdocs init` writes: a site that builds and checks as it is, with a
/// first page whose example and scenario run.
struct NewSite: Sendable {
    /// The site's title in `site.yml`.
    var title: String
    /// The site's folder inside its repository (`docs`), `.` at the top or outside any:
    /// where the CI workflow runs the commands.
    var folderInRepository: String

    var files: [NewFile] {
        [
            NewFile(path: "content/site.yml", text: siteConfiguration),
            NewFile(path: "content/en/index.md", text: Self.firstPage),
            NewFile(path: ".gitignore", text: Self.gitignore),
            NewFile(path: ".github/workflows/docs.yml", text: workflow),
        ]
    }

    var siteConfiguration: String {
        """
        # The site: its title, its languages (one folder of pages each) and the one
        # readers land on. A language is a folder of content/ named by its code.
        title: \(Self.yamlScalar(title))
        defaultLanguage: en
        languages:
          - code: en
            label: English
        # Examples may include files of the repository that holds this site with
        # source="PATH" (relative to the page). Folders outside it must be listed here,
        # relative to this file:
        # sources:
        #   - ../../SharedViews

        """
    }

    static let gitignore = """
        # What navdocs build and serve write: the site, and the folders they keep beside it.
        /public/
        /.public.*

        """

    /// `title` as a YAML scalar: plain when that reads back as the same string, else quoted.
    static func yamlScalar(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" || $0 == "." }
            && text.first?.isLetter == true && text.last != " "
        if plain { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += String(format: "\\x%02X", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return "\"\(escaped)\""
    }
}
