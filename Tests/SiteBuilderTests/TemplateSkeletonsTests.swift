import Foundation
import Synchronization
import Testing
@testable import SiteBuilder

/// A page put together from its template's skeleton is the page Mustache renders,
/// for the built-in templates and for replaced ones that transform, indent, escape
/// differently or test a string for emptiness.
@Suite struct TemplateSkeletonsTests {
    static let pages: [String: String] = [
        "en/index.md": "# Home\n\nWelcome & more.\n",
        "en/guide/index.md": "---\ntitle: Guide <one>\nsummary: A \"quoted\" summary\n---\n\n# Guide\n\n## First\n\n### Deeper\n\nText.\n",
        "en/guide/a.md": "---\ntitle: É\u{301} and 'quotes'\n---\n\n## Only\n\nText.\n",
        "en/guide/b.md": "---\ntitle: B\nsummary: \n---\n\nNo headings.\n",
        "en/guide/c.md": "# C\n\n## One\n\n## Two\n\n### Three\n",
        "zh-Hans/index.md": "# 首页\n",
        "zh-Hans/guide/index.md": "# 指南\n\n## 第一\n",
    ]

    @Test(arguments: [
        nil,
        "<t>{{uppercased(page.title)}}|{{page.title}}</t>\n{{{content}}}",
        "{{#empty(page.summary)}}empty{{/empty(page.summary)}}{{^page.summary}}none{{/page.summary}}[{{page.summary}}]\n",
        "<ul>\n  {{> toc}}\n  {{> pager}}\n</ul>\n  {{> sidebar}}\n{{{content}}}end\n",
        "{{#toc}}{{reversed(text)}}{{/toc}}{{#reversed(toc)}}{{{anchor}}} {{level}}{{/reversed(toc)}}\n",
        "{{% CONTENT_TYPE: TEXT}}{{page.title}} {{{page.title}}} {{&root}}\n",
        "{{#languages}}{{#first()}}first {{/first()}}{{label}}={{url}} {{/languages}}{{page.title}}{{page.title}}\n",
    ])
    func skeletonsMatchRenderingEveryPage(pageTemplate: String?) async throws {
        let site = try TestSite(content: Self.pages)
        defer { site.remove() }
        let templates = site.root.appendingPathComponent("templates")
        try FileManager.default.copyItem(at: TestSite.repositoryTemplates, to: templates)
        if let pageTemplate {
            try Data(pageTemplate.utf8).write(to: templates.appendingPathComponent("page.mustache"))
        }
        var options = site.options()
        options.templates = templates
        var pipeline = BuildPipeline.standard
        let renderIndex = try #require(pipeline.steps.firstIndex { $0.name == "render pages" })
        let compared = Mutex(0)
        pipeline.steps.insert(BuildStep("compare pages") { state in
            let plan = try #require(state.plan)
            let set = try #require(state.templates)
            let sidebar = SidebarRenderer(plan: plan, templates: set)
            let skeletons = PageRendering.pageSkeletons(set)
            // Twice over, so the second round reads what the first cached.
            for _ in 0..<2 {
                for index in plan.pages.indices {
                    func render(_ skeletons: TemplateSkeletons<PageTemplateData>?) -> Data {
                        PageRendering.render(
                            index, plan: plan, templates: set, sidebar: sidebar, exampleSections: [:],
                            baseURL: "/", absoluteBase: false, skeletons: skeletons
                        ).html
                    }
                    #expect(render(skeletons) == render(nil))
                    compared.withLock { $0 += 1 }
                }
            }
        }, at: renderIndex)
        let report = try await SiteBuilder(options: options, pipeline: pipeline).build()
        #expect(!report.hasErrors, "\(report.diagnostics)")
        #expect(compared.withLock { $0 } >= 2 * Self.pages.count)
    }
}
