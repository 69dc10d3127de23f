import Preview
import Testing

@Suite struct ContentTypeTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("site.css", "text/css; charset=utf-8"),
        ("site.js", "text/javascript; charset=utf-8"),
        ("search-index.json", "application/json; charset=utf-8"),
        ("logo.svg", "image/svg+xml"),
        ("phone.PNG", "image/png"),
        ("sitemap.xml", "application/xml; charset=utf-8"),
        ("archive.tar", "application/octet-stream"),
        ("README", "application/octet-stream"),
        (".hidden", "application/octet-stream"),
    ])
    func typesFollowTheExtension(name: String, expected: String) {
        #expect(ContentType.forFile(named: name) == expected)
    }

    @Test func onlyHTMLIsAPage() {
        #expect(ContentType.isHTML(ContentType.forFile(named: "a.html")))
        #expect(!ContentType.isHTML(ContentType.forFile(named: "a.js")))
    }
}
