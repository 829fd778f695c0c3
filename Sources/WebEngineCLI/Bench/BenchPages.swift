import Foundation

/// Deterministic benchmark pages of a given size.
///
/// The ordinary kinds look like what users render: per MB about 1,800 images, 180 embeds,
/// links, about 80 quotes and lists in a blog post or a news article, and the nested tables,
/// inline styles and quoted replies of an HTML e-mail (with a few embeds). The iframe-heavy post
/// (about 2,000 iframes per MB) is a pathological row: it makes domino quadratic.
enum BenchPages {
    enum Kind: String, CaseIterable {
        case blog, news, email
        case iframeHeavy = "iframe-heavy"

        /// The pages the README and docs quote; the iframe-heavy one is labelled apart.
        static let ordinary: [Kind] = [.blog, .news, .email]
    }

    static func page(_ kind: Kind, bytes target: Int) -> String {
        switch kind {
        case .blog:
            return document(title: "A blog post", open: "<article class=\"post\">\n", close: "</article>", target: target,
                            group: ("<section>\n", "</section>\n", 8), unit: blogUnit)
        case .news:
            return document(title: "A news article", open: newsHeader, close: "</article>", target: target,
                            group: ("<div class=\"story-body\">\n", "</div>\n", 10), unit: newsUnit)
        case .email:
            return document(title: "A newsletter", open: emailHeader, close: emailFooter, target: target,
                            group: ("<tr><td><table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\">\n", "</table></td></tr>\n", 6), unit: emailUnit)
        case .iframeHeavy: return document(title: "Benchmark post", open: "<article>\n", close: "</article>", target: target, unit: iframeHeavyUnit)
        }
    }

    /// Units in groups of `group` (a section of a post, a block of an e-mail), as real pages
    /// nest their content: a parent with thousands of children is a page no one writes, and
    /// it makes some DOMs (domino's sibling indices) quadratic.
    private static func document(title: String, open: String, close: String, target: Int, group: (open: String, close: String, size: Int)? = nil,
                                 unit: (Int) -> String) -> String {
        var html = "<!DOCTYPE html><html><head><meta charset=utf-8><title>\(title)</title></head><body>\(open)"
        var index = 0
        while html.utf8.count < target {
            if let group, index % group.size == 0 { html += (index > 0 ? group.close : "") + group.open }
            html += unit(index)
            index += 1
        }
        if let group, index > 0 { html += group.close }
        return html + close + "</body></html>\n"
    }

    private static let widths = [200, 480, 640, 1200, 300, 960, 320]

    /// About 620 bytes: a heading, a paragraph with links, a figure; lists, code, a quote one
    /// unit in twenty and a video embed one in ten.
    private static func blogUnit(_ i: Int) -> String {
        let width = widths[i % widths.count]
        var html = "<h2 id=\"s\(i)\">Section \(i): notes from the road</h2>\n"
        html += "<p>Paragraph \(i) goes on about the day, with <a href=\"/posts/\(i)\">an earlier post</a>, <a href=\"https://other.example/a/\(i)\">a source</a>, "
        html += "<em>emphasis</em> and <strong>strong words</strong> &amp; a caf&eacute; or two, as posts do. It then says what the "
        html += "writer thought of it all, at the length a paragraph of an ordinary post has.</p>\n"
        html += "<figure><img src=\"/images/\(i).jpg\" width=\"\(width)\" height=\"\(width * 2 / 3)\" alt=\"Photo \(i)\"><figcaption>Photo \(i)</figcaption></figure>\n"
        if i % 20 == 0 { html += "<blockquote cite=\"https://quoted.example/\(i)\"><p>Something quoted, \(i).</p></blockquote>\n" }
        if i % 5 == 0 { html += "<ul><li>one</li><li>two, <a href=\"/tags/\(i)\">a tag</a></li><li>three</li></ul>\n" }
        if i % 7 == 0 { html += "<pre><code>let x = \(i) &lt; 10</code></pre>\n" }
        if i % 10 == 0 { html += "<iframe src=\"https://www.youtube.com/embed/v\(i)\" width=\"560\" height=\"315\" allowfullscreen></iframe>\n" }
        return html
    }

    private static let newsHeader = """
        <header class="masthead"><nav><a href="/">Home</a> <a href="/world">World</a> <a href="/business">Business</a></nav></header>
        <article class="story"><h1>A headline about the day's events</h1>
        <p class="byline">By <a href="/authors/a">A. Reporter</a>, <time datetime="2026-11-23">23 November 2026</time></p>

        """

    /// About 620 bytes: a paragraph with links, a photo with its credit; related links, a pull
    /// quote one unit in twenty, a table of figures and a video embed one in ten.
    private static func newsUnit(_ i: Int) -> String {
        let width = widths[(i + 3) % widths.count]
        var html = "<p>The \(i)th paragraph reports what happened, citing <a href=\"/news/\(i)\">earlier coverage</a> and "
        html += "<a href=\"https://agency.example/wire/\(i)\">the agency's wire</a>, with the figures officials gave on the day "
        html += "and what those who were there said about them afterwards.</p>\n"
        html += "<figure class=\"photo\"><img src=\"https://cdn.news.example/p/\(i).jpg\" width=\"\(width)\" height=\"\(width * 9 / 16)\" alt=\"\"><figcaption>The scene, \(i). <span class=\"credit\">Photo: Agency</span></figcaption></figure>\n"
        if i % 4 == 0 { html += "<aside class=\"related\"><h3>Related</h3><ul><li><a href=\"/news/r\(i)\">One story</a></li><li><a href=\"/news/s\(i)\">Another</a></li></ul></aside>\n" }
        if i % 20 == 0 { html += "<blockquote class=\"pull\" cite=\"https://speech.example/\(i)\"><p>\u{201C}A line worth pulling out.\u{201D}</p></blockquote>\n" }
        if i % 15 == 0 { html += "<table class=\"figures\"><tr><th>Year</th><th>Value</th></tr><tr><td>2025</td><td>\(i)</td></tr><tr><td>2026</td><td>\(i * 2)</td></tr></table>\n" }
        if i % 10 == 0 { html += "<iframe src=\"https://player.vimeo.com/video/\(i)\" width=\"640\" height=\"360\"></iframe>\n" }
        return html
    }

    private static let emailHeader = """
        <table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f4"><tr><td align="center">
        <table width="600" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;border-collapse:collapse">

        """
    private static let emailFooter = "</table>\n</td></tr></table>"

    /// About 600 bytes: table rows with inline styles, `<font>`, tracked links and an image; a
    /// quoted reply every 30 units and an embed every 40.
    private static func emailUnit(_ i: Int) -> String {
        let width = [600, 280, 560, 120, 600][i % 5]
        var html = "<tr><td style=\"padding:12px 24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#333333\">"
        html += "<font face=\"Arial\">Item \(i) of this week's letter, with <a href=\"https://click.mail.example/t?u=\(i)&amp;s=abc\" style=\"color:#0066cc;text-decoration:underline\">a link</a> "
        html += "and <a href=\"/unsubscribe/\(i)\">another</a>.</font></td></tr>\n"
        html += "<tr><td align=\"center\" style=\"padding:0 24px\"><img src=\"https://img.mail.example/e/\(i).png\" width=\"\(width)\" height=\"\(width / 2)\" style=\"display:block;border:0\" alt=\"\"></td></tr>\n"
        if i % 30 == 0 { html += "<tr><td><blockquote type=\"cite\" cite=\"mid:\(i)@mail.example\"><div>On Monday someone wrote:</div><div>An earlier message, \(i).</div></blockquote></td></tr>\n" }
        if i % 40 == 0 { html += "<tr><td><iframe src=\"https://www.youtube.com/embed/m\(i)\" width=\"560\" height=\"315\"></iframe></td></tr>\n" }
        return html
    }

    /// The benchmark's first page: an iframe every four sections.
    private static func iframeHeavyUnit(_ i: Int) -> String {
        let width = [200, 480, 640, 1200, 300][i % 5]
        var html = "<h2 id=\"s\(i)\">Section \(i)</h2>\n"
        html += "<p>Paragraph \(i) with <a href=\"/posts/\(i)\">a site link</a>, <a href=\"https://other.example/\(i)\">an outside link</a>"
        html += " and <em>emphasis</em>, <strong>strong text</strong> &amp; entities like &copy; and caf&eacute;.</p>\n"
        html += "<p><img src=\"/images/\(i).jpg\" width=\"\(width)\" height=\"\(width / 2)\" alt=\"Image \(i)\"></p>\n"
        if i % 4 == 0 { html += "<iframe src=\"https://www.youtube.com/embed/v\(i)\" width=\"560\" height=\"315\"></iframe>\n" }
        if i % 3 == 0 { html += "<blockquote cite=\"https://quoted.example/\(i)\"><p>A quote \(i).</p></blockquote>\n" }
        if i % 5 == 0 { html += "<ul><li>one</li><li>two <a href=\"/tags/\(i)\">tag</a></li><li>three</li></ul>\n" }
        if i % 7 == 0 { html += "<table><tr><th>Key</th><th>Value</th></tr><tr><td>\(i)</td><td>\(i * 2)</td></tr></table>\n" }
        return html
    }
}
