import Foundation

/// Deterministic benchmark pages of a given size.
///
/// The ordinary kinds look like what users render: per MB about 1,800 images, 180 embeds,
/// links, about 80 quotes and lists in a blog post or a news article, and the nested tables,
/// inline styles and quoted replies of an HTML e-mail (with a few embeds). The iframe-heavy post
/// (about 2,000 iframes per MB) is a pathological row: it makes domino quadratic.
///
/// Two more kinds cover what users render and the first three do not (issue #32): an
/// element-dense page (per MB about 4,100 links, 3,300 list items, 3,300 table cells in 800
/// tables, 1,600 images, 800 quoted blocks, 160 iframes) and an encyclopedia article built
/// with the element statistics of a real one (see `articleUnit`).
enum BenchPages {
    enum Kind: String, CaseIterable {
        case blog, news, email, dense, article
        case iframeHeavy = "iframe-heavy"

        /// The pages the README and docs quote; the iframe-heavy one is labelled apart.
        static let ordinary: [Kind] = [.blog, .news, .email, .dense, .article]

        /// Pages made at 50 KB and 1 MB only (the first three are also made at 5 KB and 5 MB).
        var onlyMidSizes: Bool { [.dense, .article, .iframeHeavy].contains(self) }
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
        case .dense:
            return document(title: "A dense listing", open: denseHeader, close: "</main>", target: target,
                            group: ("<section class=\"cards\">\n", "</section>\n", 10), unit: denseUnit)
        case .article:
            return document(title: "An encyclopedia article", open: articleHeader, close: "", target: target,
                            group: ("<section>\n", "</section>\n", 6), unit: articleUnit)
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

    private static let denseHeader = """
        <header class="site"><nav><ul><li><a href="/">Home</a></li><li><a href="/new">New</a></li><li><a href="/top">Top</a></li></ul></nav></header>
        <main class="listing">

        """

    /// About 1,250 bytes, 800 units per MB: a card with a linked heading, a list of four facts
    /// (a fifth one unit in ten), a table of four cells (six one unit in sixteen), a thumbnail
    /// and a photo (wider than 320 px), a quoted block, a paragraph with two links; an iframe
    /// one unit in five. One quoted block in 200 has a `cite` (four per MB): domino spends
    /// milliseconds on each element `blockquote[cite]` matches on a page this dense (with one
    /// in ten, 82 per MB, that selector took it 1.5 s in a cold run, more than the rest of its
    /// job), which would make its time say little about the page.
    private static func denseUnit(_ i: Int) -> String {
        let photo = [480, 640, 1200, 800][i % 4]
        var html = "<div class=\"card\" id=\"c\(i)\"><h3><a href=\"/items/\(i)\">Item \(i)</a></h3>\n"
        html += "<ul class=\"facts\"><li><a href=\"/tags/t\(i % 97)\">tag \(i % 97)</a></li><li>by <a href=\"https://people.example/u\(i % 131)\">user \(i % 131)</a></li>"
        html += "<li>\(i % 53) comments</li><li>posted \(i % 28 + 1) November</li>"
        if i % 10 == 0 { html += "<li><a href=\"/items/\(i)/related\">related</a></li>" }
        html += "</ul>\n<table class=\"specs\"><tr><td>Size</td><td>\(i % 40 + 1) cm</td></tr><tr><td>Price</td><td>\(i % 90 + 10) EUR</td></tr>"
        if i % 16 == 0 { html += "<tr><td>Stock</td><td>\(i % 7)</td></tr>" }
        html += "</table>\n"
        html += "<img class=\"thumb\" src=\"/thumbs/\(i).jpg\" width=\"96\" height=\"96\" alt=\"\">"
        html += "<img src=\"https://cdn.example/photos/\(i).jpg\" width=\"\(photo)\" height=\"\(photo * 3 / 4)\" alt=\"Photo of item \(i)\">\n"
        html += "<p>Item \(i) is described here in a few sentences, as the seller wrote them: what it is, what it is made of, how "
        html += "large it is and what it was used for, with <a href=\"/guides/\(i % 211)\">a guide</a> to choosing one and "
        html += "<a href=\"https://reviews.example/r/\(i)\">a review</a> from someone who bought one, <em>as listings do</em>. The seller "
        html += "adds where it ships from, how long that takes and what a return costs, in about as many words as this, and then a "
        html += "last line on the condition it is in, the colours it comes in and whether the price can still be talked down.</p>\n"
        html += i % 200 == 0
            ? "<blockquote cite=\"https://reviews.example/q/\(i)\"><p>A reviewer said something about item \(i).</p></blockquote>\n"
            : "<blockquote class=\"quote\"><p>A buyer said something about item \(i): that it arrived on time and does what it should.</p></blockquote>\n"
        if i % 5 == 0 { html += "<iframe src=\"https://www.youtube.com/embed/d\(i)\" width=\"560\" height=\"315\"></iframe>\n" }
        return html + "</div>\n"
    }

    private static let articleHeader = """
        <header><div class="pagelib_edit_section_header"><h1 class="pagelib_edit_section_title" data-id="0">An Article</h1></div>\
        <p id="pagelib_edit_section_title_description">A subject of some note</p><hr id="pagelib_edit_section_divider"></header>

        """

    private static let topics = ["United_States_Senate", "Chicago_metropolitan_area", "Harvard_Law_School", "Illinois_Senate_elections",
                                 "Democratic_Party_(United_States)", "Economic_policy_of_the_administration", "Foreign_policy_of_the_United_States",
                                 "Supreme_Court_of_the_United_States", "Patient_Protection_and_Affordable_Care_Act", "Honolulu,_Hawaii",
                                 "Columbia_University", "Civil_rights_movement", "Nobel_Peace_Prize", "United_States_Congress"]

    private static func link(_ i: Int, _ k: Int) -> String {
        let topic = topics[(i * 7 + k) % topics.count] + (k % 3 == 0 ? "_\(i % 89)" : "")
        let title = topic.replacingOccurrences(of: "_", with: " ")
        return "<a href=\"./\(topic)\" title=\"\(title)\"\(k % 8 == 1 ? " class=\"mw-redirect\"" : "")>\(title.lowercased())</a>"
    }

    private static func reference(_ n: Int) -> String {
        "<sup class=\"mw-ref\" id=\"cite_ref-\(n)\"><a href=\"./An_Article#cite_note-\(n)\" style=\"counter-reset: mw-Ref \(n);\"><span class=\"mw-reflink-text\">[\(n)]</span></a></sup>"
    }

    /// An encyclopedia article as Wikipedia's Page Content Service serves it, built to the
    /// element statistics of a real one: "Barack Obama" (596,084 bytes, revision 793008506,
    /// from github:wikimedia/wikimedia-page-library's demo articles), which has 8,470 elements:
    /// 3,176 links (57 starting with `/`, nearly all the rest `./` relative), 1,551 spans,
    /// 1,344 list items (navigation lists), 512 reference marks, 172 table cells, 148
    /// paragraphs, 43 figures (images mostly lazy-load placeholders; 20 images), no iframes or
    /// quotes; `class` on 30% of the elements, `title` on the links, `style` on 15%; 21% of
    /// its bytes text, 65% attributes. Twelve units make two sections (about 17 KB): five
    /// paragraphs with inline links and reference marks, six navigation lists, an infobox
    /// table, a figure; at the article's size the page comes within 20% of each count (9,260
    /// elements, 3,550 links; per MB 15,500 elements, 5,900 links), nested 8 deep where the
    /// article nests 26.
    private static func articleUnit(_ i: Int) -> String {
        let step = i % 12, cycle = i / 12
        func paragraph(_ links: Int, references: Int, bold: Bool = false) -> String {
            var p = "<p>" + (bold ? "<b>Subject \(i)</b> " : "")
            for k in 0..<links {
                p += k % 3 == 0 ? "In \(1900 + i % 120) the account turned to " : k % 3 == 1 ? ", described at length alongside " : " and then "
                p += link(i, k)
                if k % 2 == 1 { p += " <span class=\"nowrap\" style=\"white-space:nowrap\">(\(1900 + (i + k) % 120))</span>" }
                if k % 2 == 0 && k / 2 < references { p += reference(i * 4 + k / 2) }
                if k == 3 && i % 3 != 0 { p += ", a point <i>later disputed</i> by several writers" }
            }
            return p + ", as the sources cited below record in more detail.</p>\n"
        }
        func list(_ items: Int, bold: Bool = false, cite: Bool = false) -> String {
            var html = "<div role=\"navigation\" class=\"navbox\" style=\"padding:3px\"><ul>"
            for k in 0..<items {
                let item = k % 6 == 0 ? "<span class=\"nowrap\">\(link(i, k))</span>" : link(i, k)
                html += cite && k == 1 ? "<li><cite class=\"citation\">\(item)</cite></li>" : bold && k == 4 ? "<li><b>\(item)</b></li>" : "<li>\(item)</li>"
            }
            return html + "</ul></div>\n"
        }
        switch step {
        case 0, 6:
            let heading = step == 0 ? "h2" : "h3"
            var html = "<div class=\"pagelib_edit_section_header\"><\(heading) id=\"Section_\(i)\" class=\"pagelib_edit_section_title\">Section \(i)</\(heading)>"
            html += "<span class=\"pagelib_edit_section_link_container\"><a href=\"/w/index.php?title=An_Article&amp;action=edit&amp;section=\(i / 6)\" data-id=\"\(i / 6)\" data-action=\"edit_section\" class=\"pagelib_edit_section_link\"></a></span></div>\n"
            html += "<div role=\"note\" class=\"hatnote navigation-not-searchable\">Main article: \(link(i, 5))</div>\n"
            return html + paragraph(7, references: 4, bold: true)
        case 2, 8:
            return paragraph(6, references: step == 2 ? 3 : 4)
        case 3:
            var html = "<table class=\"infobox vcard\" style=\"width:22em\"><tbody><tr><th colspan=\"2\" style=\"text-align:center\">Figures \(i)</th></tr>"
            for (k, label) in ["Born", "Party", "Spouse"].enumerated() {
                html += "<tr><th scope=\"row\">\(label)</th><td>\(link(i, k + 8))" + (k < 2 ? "<br>" : " ") + "<i>\(1950 + (i + k) % 50)</i></td></tr>"
            }
            html += "<tr><td colspan=\"2\" style=\"text-align:center\"><abbr title=\"circa\">c.</abbr> \(i % 400) votes</td></tr>"
            html += "<tr><td colspan=\"2\">\(link(i, 12))</td></tr></tbody></table>\n"
            return html + paragraph(6, references: 3)
        case 9:
            let width = [220, 250, 180, 300][cycle % 4]
            var html = ""
            for figure in 0..<(cycle % 5 < 2 ? 2 : 1) {
                let file = "Picture_\(i)_\(figure).jpg", source = "//upload.wikimedia.org/wikipedia/commons/thumb/\(i % 10)/Picture_\(i)_\(figure).jpg/\(width)px-Picture_\(i)_\(figure).jpg"
                html += "<figure class=\"mw-default-size\"><a href=\"./File:\(file)\">"
                html += (cycle + figure) % 3 == 0
                    ? "<img src=\"\(source)\" srcset=\"\(source.replacingOccurrences(of: "\(width)px", with: "\(width * 2)px")) 2x\" width=\"\(width)\" height=\"\(width * 3 / 4)\" alt=\"\">"
                    : "<span class=\"pagelib_lazy_load_placeholder pagelib_lazy_load_placeholder_pending\" style=\"width: \(width)px;\" data-src=\"\(source)\" data-srcset=\"\(source.replacingOccurrences(of: "\(width)px", with: "\(width * 2)px")) 2x\" data-width=\"\(width)\" data-height=\"\(width * 3 / 4)\"><span style=\"padding-top: 75%;\"></span></span>"
                html += "</a><figcaption>Picture \(i), \(link(i, 1 + figure)) in its time.</figcaption></figure>\n"
            }
            return html
        case 11:
            return list(7, cite: cycle % 2 == 0)
        default:  // 1, 4, 5, 7, 10
            return list(7, bold: step == 7)
        }
    }
}
