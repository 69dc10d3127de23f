import Mustache

// The data each template receives. Every type answers Mustache's lookups with a
// `switch` instead of reflection: faster, and the README's table of template
// data is this file.

/// `page.mustache`: one content page.
struct PageTemplateData: MustacheParent, Hashable {
    var site: SiteData
    var page: PageData
    /// Relative path from this page to the site root (`../../`).
    var root: String
    /// Relative path to the copied `templates/assets/` folder.
    var assets: String
    /// The rendered Markdown (already HTML; use `{{{content}}}`).
    var content: String
    var toc: [TOCEntry]
    /// The sidebar's entries, each rendered with `sidebar-item.mustache` (use `{{{sidebar}}}`).
    var sidebar: String
    var previous: LinkData?
    var next: LinkData?
    var languages: [LanguageData]
    var alternates: [AlternateData]
    var labels: Labels

    func child(named name: String) -> Any? {
        switch name {
        case "site": site
        case "page": page
        case "root": root
        case "assets": assets
        case "content": content
        case "toc": toc
        case "hasTOC": !toc.isEmpty
        case "sidebar": sidebar
        case "previous": previous
        case "next": next
        case "hasPager": previous != nil || next != nil
        case "languages": languages
        case "hasLanguages": languages.count > 1
        case "alternates": alternates
        case "labels": labels
        default: nil
        }
    }
}

extension PageTemplateData {
    /// This data with every string that differs from page to page passed through
    /// `replace`, always in the same order, for ``TemplateSkeletons``. The site's strings
    /// and the labels are the same on every page of a language, and the page's language
    /// picks the labels: those are kept as they are.
    func replacingPageStrings(_ replace: (String) -> String) -> PageTemplateData {
        var data = self
        data.page.title = replace(page.title)
        data.page.summary = page.summary.map(replace)
        data.page.languageLabel = replace(page.languageLabel)
        data.page.source = replace(page.source)
        data.root = replace(root)
        data.assets = replace(assets)
        data.content = replace(content)
        data.toc = toc.map { TOCEntry(anchor: replace($0.anchor), text: replace($0.text), level: $0.level) }
        data.sidebar = replace(sidebar)
        data.previous = previous.map { LinkData(title: replace($0.title), url: replace($0.url)) }
        data.next = next.map { LinkData(title: replace($0.title), url: replace($0.url)) }
        data.languages = languages.map {
            LanguageData(code: $0.code, label: replace($0.label), url: replace($0.url), current: $0.current, translated: $0.translated)
        }
        data.alternates = alternates.map { AlternateData(hreflang: $0.hreflang, url: replace($0.url)) }
        return data
    }
}

/// `redirect.mustache` (the landing page) and `not-found.mustache` (404.html).
struct SiteTemplateData: MustacheParent, Hashable {
    var site: SiteData
    /// Relative path to the site root (`./` for the landing page; the base URL for 404.html).
    var root: String
    var assets: String
    /// The default language's home: `en/index.html`, relative to `root`.
    var target: String
    /// `en/`, the pretty form of ``target``.
    var targetFolder: String
    var languages: [LanguageData]
    var alternates: [AlternateData]
    var labels: Labels

    func child(named name: String) -> Any? {
        switch name {
        case "site": site
        case "root": root
        case "assets": assets
        case "target": target
        case "targetFolder": targetFolder
        case "languages": languages
        case "hasLanguages": languages.count > 1
        case "alternates": alternates
        case "labels": labels
        default: nil
        }
    }
}

struct SiteData: MustacheParent, Hashable {
    var title: String
    var baseURL: String
    var defaultLanguage: String

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "baseURL": baseURL
        case "defaultLanguage": defaultLanguage
        default: nil
        }
    }
}

struct PageData: MustacheParent, Hashable {
    var title: String
    var summary: String?
    /// The language code, for `<html lang>`.
    var language: String
    var languageLabel: String
    /// The Markdown file inside the content folder (`en/navigation-stack.md`).
    var source: String
    var isHome: Bool

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "summary": summary
        case "language": language
        case "languageLabel": languageLabel
        case "source": source
        case "isHome": isHome
        default: nil
        }
    }
}

struct TOCEntry: MustacheParent, Hashable {
    var anchor: String
    var text: String
    var level: Int

    func child(named name: String) -> Any? {
        switch name {
        case "anchor": anchor
        case "text": text
        case "level": level
        case "isSubsection": level > 2
        default: nil
        }
    }
}

/// `sidebar-item.mustache`: one sidebar entry. Its `children` are present only on
/// the current page's branch, already rendered (use `{{{children}}}`).
struct SidebarItem: MustacheParent, Hashable {
    var title: String
    var url: String
    var current: Bool
    var children: String

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "current": current
        case "children": children
        case "hasChildren": !children.isEmpty
        default: nil
        }
    }
}

extension SidebarItem {
    /// This entry with each of its strings passed through `replace`, in a fixed order, for ``TemplateSkeletons``.
    func replacingStrings(_ replace: (String) -> String) -> SidebarItem {
        SidebarItem(title: replace(title), url: replace(url), current: current, children: replace(children))
    }
}

struct LinkData: MustacheParent, Hashable {
    var title: String
    var url: String

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        default: nil
        }
    }
}

/// An entry of the language switcher.
struct LanguageData: MustacheParent, Hashable {
    var code: String
    var label: String
    /// The same page in that language, or that language's home when it has no translation.
    var url: String
    var current: Bool
    var translated: Bool

    func child(named name: String) -> Any? {
        switch name {
        case "code": code
        case "label": label
        case "url": url
        case "current": current
        case "translated": translated
        default: nil
        }
    }
}

/// A `<link rel="alternate" hreflang>`: absolute when the base URL is, else relative.
struct AlternateData: MustacheParent, Hashable {
    var hreflang: String
    var url: String

    func child(named name: String) -> Any? {
        switch name {
        case "hreflang": hreflang
        case "url": url
        default: nil
        }
    }
}

/// The interface's words in the page's language.
struct Labels: MustacheParent, Hashable {
    /// The language the words are in: they follow from it, so it alone is compared and hashed.
    let language: String
    let words: [String: String]

    static func == (left: Labels, right: Labels) -> Bool { left.language == right.language }
    func hash(into hasher: inout Hasher) { hasher.combine(language) }

    func child(named name: String) -> Any? { words[name] }

    static func forLanguage(_ code: String) -> Labels {
        Labels(language: code, words: table[code] ?? table["en"]!)
    }

    /// The words `assets/trace.js` needs, which travel in each example's JSON: the
    /// script's name for each, and the key in this table.
    static let scriptKeys: [(script: String, label: String)] = [
        ("previous", "previousStep"), ("next", "nextStep"), ("play", "play"), ("pause", "pause"),
        ("stepOf", "stepOf"), ("phone", "phone"), ("tablet", "tablet"), ("explorer", "explorer"),
        ("explorerHint", "explorerHint"), ("reset", "reset"), ("back", "back"), ("notExplored", "notExplored"),
        ("disabled", "disabled"), ("nothingHappens", "nothingHappens"), ("truncated", "truncated"),
        ("launch", "launch"), ("size", "size"), ("player", "player"),
        ("scenarioPicker", "scenarioPicker"), ("exploreMode", "exploreMode"), ("scenario", "scenario"),
        ("copy", "copy"), ("copied", "copied"), ("sidebar", "columnSidebar"), ("content", "columnContent"),
        ("detail", "columnDetail"), ("device", "device"), ("steps", "steps"),
        ("dismiss", "dismiss"), ("sheet", "layerSheet"), ("fullScreenCover", "layerFullScreenCover"),
        ("popover", "layerPopover"), ("alert", "layerAlert"), ("confirmationDialog", "layerConfirmationDialog"),
    ]

    private static let table: [String: [String: String]] = [
        "en": [
            "skip": "Skip to content", "search": "Search", "searchPlaceholder": "Search the documentation",
            "noResults": "No results", "previous": "Previous", "next": "Next", "onThisPage": "On this page",
            "language": "Language", "contents": "Contents", "notFound": "Page not found",
            "notFoundText": "There is no page at this address.", "goHome": "Go to the documentation",
            "redirecting": "Opening the documentation…",
            // Traces (example-run.mustache).
            "scenario": "Scenario", "launch": "launch", "passed": "holds", "failed": "fails", "notRun": "not run", "cannotRun": "can’t run yet",
            "checkPassed": "✓ holds", "state": "State", "visibleUI": "On screen", "backEnabled": "Back: enabled",
            "backDisabled": "Back: disabled", "backs": "Backs the claim", "steps": "Steps",
            "presented": "Presented:", "presentedOver": "over", "selectedTab": "Tab:",
            "exampleVerified": "Verified: every scenario of this example holds.",
            "exampleFailed": "Failed: a check of this example does not hold.",
            "exampleCannotRun": "navdocs cannot run this example yet:",
            "exampleNoScenario": "This example runs; no scenario steps through it.",
            "migrationBefore": "Before", "migrationAfter": "After",
            "migrationEquivalent": "Equivalent: no sequence of taps, back gestures or size changes tells the two apart.",
            "migrationUnchecked": "Not compared: one of the two examples does not run.",
            "claimVerified": "Verified by", "claimFailed": "Not verified by", "modelDecision": "the model's decision",
            // Catalog evidence and the Behaviour catalog page.
            "modelWording": "the model's wording", "catalogEntry": "This behaviour in the catalog",
            "evidenceD": "documented by Apple", "evidenceO": "observed by developers",
            "evidenceR": "inferred from an open-source reimplementation", "evidenceM": "the model's own decision",
            "catalogTitle": "Behaviour catalog",
            "catalogSummary": "Every behaviour the navigation model implements, where it comes from, and the examples that exercise it.",
            "catalogIntro": "Every warning and note in the traces names one of these entries. D: documented by Apple; O: observed by developers; R: inferred from an open-source reimplementation; M: the model's own decision, where nothing better exists (a text the model invented says so).",
            "catalogKinds": "Kind:", "catalogSources": "Sources:", "catalogExamples": "Examples that exercise it:",
            "catalogNoExamples": "No example on this site exercises it.",
            // Traces (assets/trace.js).
            "previousStep": "Previous step", "nextStep": "Next step", "play": "Play", "pause": "Pause",
            "stepOf": "Step {step} of {count}", "phone": "Phone", "tablet": "Tablet", "explorer": "Explore",
            "explorerHint": "Tap the rows, the buttons in the bar and the back button, switch tabs in the tab bar, dismiss a sheet with its handle or a popover by tapping beside it, or switch between phone and tablet; every screen comes from the model.",
            "reset": "Start again", "back": "Back", "dismiss": "Dismiss",
            "layerSheet": "Sheet", "layerFullScreenCover": "Full-screen cover", "layerPopover": "Popover",
            "layerAlert": "Alert", "layerConfirmationDialog": "Confirmation dialog",
            "notExplored": "The build did not explore this far (it stops at {states} states or {depth} steps).",
            "disabled": "This control is disabled.", "nothingHappens": "Nothing happens.",
            "truncated": "The build explored the first {states} states only.", "size": "Size",
            "player": "Step through the scenario",
            // The reader-first layout.
            "resultVerified": "✓ Verified", "resultFailed": "✗ Failed", "resultCannotRun": "Can’t run",
            "configCompact": "iPhone (compact)", "configRegular": "iPad landscape (regular)",
            "engineInterpreter": "ran by navdocs’s interpreter", "engineCompiler": "compiled by the Swift compiler",
            "scenarioCountOne": "{count} scenario", "scenarioCountMany": "{count} scenarios",
            "claimCountOne": "{count} claim", "claimCountMany": "{count} claims",
            "actionDone": "done", "allSteps": "Every step of every scenario",
            "skipExample": "Skip past this example’s results", "result": "Result",
            "migrationShortEquivalent": "same behaviour as {from}",
            "migrationShortDifferent": "behaves differently from {from}",
            "migrationShortUnchecked": "not compared with {from}", "migrationCompare": "Compare with the code it replaces",
            "scenarioPicker": "Scenario", "exploreMode": "Explore freely", "copy": "Copy", "copied": "Copied",
            "columnSidebar": "sidebar", "columnContent": "content", "columnDetail": "detail",
            "device": "Device", "menu": "Menu", "backToTop": "Back to top", "builtWith": "built with navdocs",
            // The sidebar of a large folder (SidebarRenderer).
            "sectionIndex": "All pages in this section", "sectionIndexMore": "All {count} pages…",
        ],
        "zh-Hans": [
            "skip": "跳到正文", "search": "搜索", "searchPlaceholder": "搜索文档",
            "noResults": "没有结果", "previous": "上一页", "next": "下一页", "onThisPage": "本页内容",
            "language": "语言", "contents": "目录", "notFound": "找不到页面",
            "notFoundText": "这个地址没有页面。", "goHome": "前往文档",
            "redirecting": "正在打开文档…",
            // 轨迹（example-run.mustache）
            "scenario": "场景", "launch": "启动", "passed": "成立", "failed": "不成立", "notRun": "未运行", "cannotRun": "暂时无法运行",
            "checkPassed": "✓ 成立", "state": "状态", "visibleUI": "屏幕上", "backEnabled": "返回：可用",
            "backDisabled": "返回：不可用", "backs": "支持的陈述", "steps": "步骤",
            "presented": "呈现：", "presentedOver": "覆盖于", "selectedTab": "标签页：",
            "exampleVerified": "已验证：这个示例的所有场景都成立。",
            "exampleFailed": "失败：这个示例有检查不成立。",
            "exampleCannotRun": "navdocs 暂时无法运行这个示例：",
            "exampleNoScenario": "这个示例可以运行，但没有场景逐步演示它。",
            "migrationBefore": "迁移前", "migrationAfter": "迁移后",
            "migrationEquivalent": "等价：任何点按、返回或尺寸变化的序列都无法区分两者。",
            "migrationUnchecked": "未比较：两个示例中有一个无法运行。",
            "claimVerified": "已由以下场景验证：", "claimFailed": "未通过以下场景的验证：", "modelDecision": "模型的决定",
            // 目录依据与“行为目录”页面
            "modelWording": "模型的措辞", "catalogEntry": "目录中的这条行为",
            "evidenceD": "Apple 有文档", "evidenceO": "开发者观察所得",
            "evidenceR": "由开源重新实现推断", "evidenceM": "模型自己的决定",
            "catalogTitle": "行为目录",
            "catalogSummary": "导航模型实现的每一条行为、它的出处，以及演示它的示例。",
            "catalogIntro": "轨迹中的每条警告和提示都对应下列某一条目。D：Apple 有文档；O：开发者观察所得；R：由开源重新实现推断；M：在没有更好依据时模型自己的决定（模型自拟的文字会注明）。",
            "catalogKinds": "类别：", "catalogSources": "出处：", "catalogExamples": "演示它的示例：",
            "catalogNoExamples": "本站没有示例演示这条行为。",
            // 轨迹（assets/trace.js）
            "previousStep": "上一步", "nextStep": "下一步", "play": "播放", "pause": "暂停",
            "stepOf": "第 {step} 步，共 {count} 步", "phone": "手机", "tablet": "平板", "explorer": "探索",
            "explorerHint": "点按列表行、导航栏中的按钮和返回按钮，在标签栏中切换标签页，用表单顶部的把手关闭表单、点按弹出框之外关闭弹出框，或在手机与平板之间切换；每个画面都来自模型。",
            "reset": "重新开始", "back": "返回", "dismiss": "关闭",
            "layerSheet": "表单", "layerFullScreenCover": "全屏覆盖", "layerPopover": "弹出框",
            "layerAlert": "警告框", "layerConfirmationDialog": "确认对话框",
            "notExplored": "构建没有探索到这里（最多 {states} 个状态或 {depth} 步）。",
            "disabled": "这个控件不可用。", "nothingHappens": "没有任何变化。",
            "truncated": "构建只探索了前 {states} 个状态。", "size": "尺寸",
            "player": "逐步演示场景",
            // 以读者为先的布局
            "resultVerified": "✓ 已验证", "resultFailed": "✗ 失败", "resultCannotRun": "无法运行",
            "configCompact": "iPhone（紧凑）", "configRegular": "iPad 横屏（常规）",
            "engineInterpreter": "由 navdocs 的解释器运行", "engineCompiler": "由 Swift 编译器编译运行",
            "scenarioCountOne": "{count} 个场景", "scenarioCountMany": "{count} 个场景",
            "claimCountOne": "{count} 条陈述", "claimCountMany": "{count} 条陈述",
            "actionDone": "已执行", "allSteps": "所有场景的每一步",
            "skipExample": "跳过这个示例的结果", "result": "结果",
            "migrationShortEquivalent": "与 {from} 行为相同",
            "migrationShortDifferent": "与 {from} 行为不同",
            "migrationShortUnchecked": "未与 {from} 比较", "migrationCompare": "与被替换的代码对照",
            "scenarioPicker": "场景", "exploreMode": "自由探索", "copy": "复制", "copied": "已复制",
            "columnSidebar": "侧边栏", "columnContent": "内容", "columnDetail": "详情",
            "device": "设备", "menu": "菜单", "backToTop": "回到顶部", "builtWith": "由 navdocs 构建",
            // 大文件夹的侧边栏（SidebarRenderer）
            "sectionIndex": "本节的所有页面", "sectionIndexMore": "全部 {count} 个页面…",
        ],
    ]
}
