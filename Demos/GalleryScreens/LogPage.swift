import BrikCore
import BrikRendering
import BrikText

/// "Log": a ``LogView`` fed by a producer, a few lines every 100 ms. It follows the tail;
/// ↑ (or PgUp, the wheel) pauses it and a marker counts the lines arriving, End resumes.
/// `p` stops and starts the producer, `#` shows line numbers, `w` wraps, `c` clears. The
/// log keeps 500 lines (the oldest go) and colours warnings and errors; `/` searches it (n, N).
@MainActor
public final class LogPage: GalleryPage {
    let log = LogView(maximumLineCount: 500)
    let status = Label("")
    let bar: SearchBar
    // Made before the page: the bar searches the log.
    private var producer: TimerHandle?
    private var produced = 0
    private var isProducing = true
    static let interval = Duration.milliseconds(100)

    /// The page.
    public init() {
        bar = SearchBar(for: log)
        super.init(id: "log", title: "Log", summary: "a log view that follows its tail, pauses when scrolled up")
        let hint = Label("↑ pause · End follow · / search · p producer · # numbers · c clear").dim()
        log.border(.rounded, title: "server.log")
        log.lineStyle = { _, text in
            if text.contains(" ERROR ") { return StyledText([TextSpan(text, foreground: .red, attributes: .bold)]) }
            if text.contains(" WARN ") { return StyledText([TextSpan(text, foreground: .yellow)]) }
            return StyledText(stringLiteral: text)
        }
        let layout = VBrik(alignment: .fill) { [status, log, bar] _ in
            hint
            status
            log
            bar
        }
        layout.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        addChild(layout)
        log.onScroll = { [unowned self] _ in updateStatus() }
        log.onAppear { [unowned self] in
            _ = application?.focus(log)
            if isProducing { startProducing() }
            updateStatus()
        }
        log.onDisappear { [unowned self] in stopProducing() }
        keyBinding("log.producer", keys: "p", description: "producer", footer: true) { [unowned self] in
            isProducing.toggle()
            if isProducing { startProducing() } else { stopProducing() }
            updateStatus()
        }
        keyBinding("log.numbers", keys: "#", description: "numbers") { [unowned self] in log.showsLineNumbers.toggle() }
        keyBinding("log.wrap", keys: "w", description: "wrap") { [unowned self] in log.wrapsLines.toggle() }
        keyBinding("log.clear", keys: "c", description: "clear") { [unowned self] in
            log.clear()
            updateStatus()
        }
    }

    /// The text of line `index` the producer writes: requests, now and then a warning or an error.
    static func line(_ index: Int) -> String {
        let level = index % 17 == 16 ? "ERROR" : index % 7 == 6 ? "WARN" : "INFO"
        let paths = ["/", "/api/items", "/api/users/42", "/static/app.js", "/login"]
        return "#\(index + 1) \(level) GET \(paths[index % paths.count]) \(index % 13 == 12 ? 500 : 200) \(index % 90 + 3)ms"
    }

    private func startProducing() {
        guard producer == nil, let application else { return }
        producer = application.every(Self.interval) { [weak self] in
            guard let self else { return }
            log.append(contentsOf: (produced..<produced + 3).map(Self.line))
            produced += 3
            updateStatus()
        }
    }

    private func stopProducing() {
        producer?.cancel()
        producer = nil
    }

    private func updateStatus() {
        let state = log.isFollowing ? "following" : "paused · \(log.newLineCount) new"
        status.text = "\(state) · \(produced) lines written · producer \(isProducing ? "on" : "off")"
    }
}
