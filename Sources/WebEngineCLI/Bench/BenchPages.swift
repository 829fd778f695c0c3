import Foundation

/// Deterministic blog-post pages of a given size: paragraphs with links (half of them
/// site-relative), images of varied widths, iframes, cite quotes, lists and tables.
enum BenchPages {
    static func post(bytes target: Int) -> String {
        var html = "<!DOCTYPE html><html><head><meta charset=utf-8><title>Benchmark post</title></head><body><article>\n"
        var index = 0
        while html.utf8.count < target {
            let width = [200, 480, 640, 1200, 300][index % 5]
            html += "<h2 id=\"s\(index)\">Section \(index)</h2>\n"
            html += "<p>Paragraph \(index) with <a href=\"/posts/\(index)\">a site link</a>, <a href=\"https://other.example/\(index)\">an outside link</a>"
            html += " and <em>emphasis</em>, <strong>strong text</strong> &amp; entities like &copy; and caf&eacute;.</p>\n"
            html += "<p><img src=\"/images/\(index).jpg\" width=\"\(width)\" height=\"\(width / 2)\" alt=\"Image \(index)\"></p>\n"
            if index % 4 == 0 { html += "<iframe src=\"https://www.youtube.com/embed/v\(index)\" width=\"560\" height=\"315\"></iframe>\n" }
            if index % 3 == 0 { html += "<blockquote cite=\"https://quoted.example/\(index)\"><p>A quote \(index).</p></blockquote>\n" }
            if index % 5 == 0 { html += "<ul><li>one</li><li>two <a href=\"/tags/\(index)\">tag</a></li><li>three</li></ul>\n" }
            if index % 7 == 0 { html += "<table><tr><th>Key</th><th>Value</th></tr><tr><td>\(index)</td><td>\(index * 2)</td></tr></table>\n" }
            index += 1
        }
        return html + "</article></body></html>\n"
    }
}
