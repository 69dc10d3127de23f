import Preview
import Testing

@Suite struct HTMLInjectorTests {
    @Test func theScriptGoesBeforeTheLastClosingBodyTag() {
        let injector = HTMLInjector(snippet: "<script></script>")
        let html = "<html><body><p>a</p><pre>&lt;/body&gt;</pre></BODY></html>"
        #expect(injector.inject(into: html) == "<html><body><p>a</p><pre>&lt;/body&gt;</pre><script></script></BODY></html>")
    }

    @Test func aPageWithoutABodyTagGetsTheScriptAtTheEnd() {
        let injector = HTMLInjector(snippet: "<script></script>")
        #expect(injector.inject(into: "<p>fragment</p>") == "<p>fragment</p><script></script>")
    }

    @Test func theTagCarriesTheBuildThePageCameFrom() {
        let injector = HTMLInjector(scriptPath: "/__navdocs/live-reload.js", build: 7)
        #expect(injector.snippet == "<script src=\"/__navdocs/live-reload.js\" data-navdocs-build=\"7\" defer></script>\n")
    }
}
