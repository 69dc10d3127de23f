import Mustache

// The data each template receives. Every type answers Mustache's lookups with a
// `switch` instead of reflection: faster, and the README's table of template
// data is this file.

/// `page.mustache`: one content page.
struct PageTemplateData: MustacheParent {
    var site: SiteData
    var page: PageData
    /// Relative path from this page to the site root (`../../`).
    var root: String
    /// Relative path to the copied `templates/assets/` folder.
    var assets: String
    /// The rendered Markdown (already HTML; use `{{{content}}}`).
    var content: String
    var toc: [TOCEntry]
    var sidebar: [SidebarItem]
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

/// `redirect.mustache` (the landing page) and `not-found.mustache` (404.html).
struct SiteTemplateData: MustacheParent {
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

struct SiteData: MustacheParent {
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

struct PageData: MustacheParent {
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

struct TOCEntry: MustacheParent {
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

/// A sidebar entry; `children` are present only on the current page's branch.
struct SidebarItem: MustacheParent {
    var title: String
    var url: String
    var current: Bool
    var children: [SidebarItem]

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "current": current
        // Never nil: Mustache would look the name up in the parent item and recurse forever.
        case "children": children
        case "hasChildren": !children.isEmpty
        default: nil
        }
    }
}

struct LinkData: MustacheParent {
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
struct LanguageData: MustacheParent {
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
struct AlternateData: MustacheParent {
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
struct Labels: MustacheParent {
    let words: [String: String]

    func child(named name: String) -> Any? { words[name] }

    static func forLanguage(_ code: String) -> Labels {
        Labels(words: table[code] ?? table["en"]!)
    }

    private static let table: [String: [String: String]] = [
        "en": [
            "skip": "Skip to content", "search": "Search", "searchPlaceholder": "Search the documentation",
            "noResults": "No results", "previous": "Previous", "next": "Next", "onThisPage": "On this page",
            "language": "Language", "contents": "Contents", "notFound": "Page not found",
            "notFoundText": "There is no page at this address.", "goHome": "Go to the documentation",
            "redirecting": "Opening the documentation…",
        ],
        "zh-Hans": [
            "skip": "跳到正文", "search": "搜索", "searchPlaceholder": "搜索文档",
            "noResults": "没有结果", "previous": "上一页", "next": "下一页", "onThisPage": "本页内容",
            "language": "语言", "contents": "目录", "notFound": "找不到页面",
            "notFoundText": "这个地址没有页面。", "goHome": "前往文档",
            "redirecting": "正在打开文档…",
        ],
    ]
}
