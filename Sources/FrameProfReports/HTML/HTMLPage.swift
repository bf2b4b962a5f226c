/// The one skeleton of every page frameprof writes (the report, the comparison): the document head with
/// the shared style sheet, a header with the page's heading, its settings lines, the slot the page's
/// script reports its own errors in, and its notes; then the sections, the timeline data and the shared
/// script. Pages differ only in what they put in those places.
struct HTMLPage {
    /// The `<title>`, as text (escaped here).
    var title: String
    /// The `<h1>`, as text (escaped here).
    var heading: String
    /// Style rules of this page only, after the shared ones.
    var css = ""
    /// The header's lines under the heading (settings), as HTML.
    var meta = ""
    /// The header's notes after the script-error slot (warnings), as HTML.
    var notes = ""
    /// The sections, as HTML.
    var body = ""
    /// Attributes of `<body>` that say what page it is (` data-page="trend"`), for the browser check.
    var bodyAttributes = ""
    /// The JSON the shared script draws timelines from.
    var timelineData = "[]"

    /// The whole page.
    var html: String {
        var h = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        h += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        h += "<title>\(HTMLText.escape(title))</title>\n<style>\(HTMLAssets.css)\(css)</style>\n</head>\n<body\(bodyAttributes)>\n"
        h += "<header>\n<h1>\(HTMLText.escape(heading))</h1>\n"
        h += meta
        h += "<pre id=\"script-errors\" class=\"note-warning\" hidden></pre>\n"
        h += notes
        h += "</header>\n"
        h += body
        h += "<script type=\"application/json\" id=\"timeline-data\">\(HTMLText.scriptSafe(timelineData))</script>\n"
        h += "<script>\(HTMLAssets.script)</script>\n</body>\n</html>\n"
        return h
    }
}
