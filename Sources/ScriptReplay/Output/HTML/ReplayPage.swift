/// The report page's document: a head that allows no request (its Content-Security-Policy
/// lets only the inline style and script run, and images only as `data:` URLs), a header
/// written as escaped HTML (so that the result shows even without script), the panels the
/// script fills, the run as JSON, and the script.
enum ReplayPage {
    /// The page's Content-Security-Policy: nothing may be fetched, from anywhere.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:"

    /// The whole page for `data`.
    /// - Throws: `ReplayEncodingError` when the run cannot be embedded as JSON.
    static func document(_ data: ReplayPageData) throws(ReplayEncodingError) -> String {
        let json = try data.scriptJSON()
        let file = HTMLEscaping.text(data.file)
        let result = data.passed ? "passed" : "FAILED"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>replay \(file) · \(result)</title>
            <style>
            \(ReplayPageStyle.css)
            </style>
            </head>
            <body>
            <header id="head">
            <h1>replay <span id="file">\(file)</span></h1>
            <p id="setup">\(HTMLEscaping.text(setupLine(data)))</p>
            <p id="result" class="\(data.passed ? "passed" : "failed")">\(result)</p>
            <p id="summary">\(HTMLEscaping.text(data.summary))</p>
            </header>
            <noscript><p>This page draws the replay with JavaScript; the summary above is all it shows without.</p></noscript>
            <div id="errors" hidden></div>
            <div id="banner" hidden></div>
            \(controls)
            <main>
            <section class="panel" id="steps-panel"><h2>Steps</h2><ol id="steps"></ol></section>
            <section class="panel" id="frame-panel"><h2>Screen</h2><div id="viewport"></div><p id="frame-caption"></p>
            <p id="legend"><span class="renderedInPlace">rendered in place</span><span class="reloaded">reloaded</span>\
            <span class="deferred">deferred</span><span class="placeholder">no cell (placeholder)</span></p></section>
            <section class="panel" id="details-panel"><h2 id="details-title">Step</h2><div id="details"></div>\
            <div id="inspector" hidden></div></section>
            </main>
            <section class="panel" id="golden" hidden><h2>Golden</h2></section>
            <script type="application/json" id="replay-data">\(json)</script>
            <script>
            \(ReplayPageScript.source)
            </script>
            </body>
            </html>

            """
    }

    /// The playback controls; the speeds scale the script's virtual time.
    private static let controls = """
        <nav id="controls">
        <button id="back" type="button" title="previous step (← or ↑)">◀ back</button>
        <button id="play" type="button" title="play at the script's times (space)">▶ play</button>
        <button id="forward" type="button" title="next step (→ or ↓)">forward ▶</button>
        <label>speed <select id="speed">\
        <option value="0.25">0.25×</option><option value="0.5">0.5×</option><option value="1" selected>1×</option>\
        <option value="2">2×</option><option value="4">4×</option><option value="8">8×</option>\
        <option value="16">16×</option></select></label>
        <span id="position"></span>
        </nav>
        """

    /// `screen todo · table view · viewport 600 · rows of 44 · headers of 0 · animations of 0.3 s`.
    private static func setupLine(_ data: ReplayPageData) -> String {
        var parts = ["screen \(data.screen)"]
        if let list = data.list {
            parts.append(list.style == "collection" ? "collection view" : "table view")
            parts.append("viewport \(ReplayNumber.format(list.viewport))")
            parts.append("rows of \(ReplayNumber.format(list.rowHeight))")
            if list.headerHeight > 0 { parts.append("headers of \(ReplayNumber.format(list.headerHeight))") }
            parts.append("animations of \(ReplayNumber.format(list.animationDuration)) s")
            if let threshold = list.fallbackThreshold { parts.append("fallback above \(threshold) changes") }
            if !list.inWindow { parts.append("not in a window") }
        }
        return parts.joined(separator: " · ")
    }
}
