// The frame of the screen: header, body, status line (tutorial step 1).
// Kept word for word the tutorial's code (Tutorial.md); a test checks it.

import BrikTUI

/// The app's frame: a header, a body that takes every row left, and a status line.
@MainActor
final class TaskShell {
    let header = Label("Tasks")
    let body = VBrik(alignment: .fill) { _ in Label("No tasks yet") }
    let status = Label("Ready")
    let statusLine: HBrik
    let root: VBrik

    init() {
        statusLine = HBrik(alignment: .center, spacing: 1) { [status] _ in
            status.lines(1)
            Spacer()
        }
        root = VBrik(alignment: .fill) { [header, body, statusLine] _ in
            header.bold()
            body.border(.rounded)
            // When the rows do not all fit, the body gives way, never the status line.
            statusLine.contentCompressionResistancePriority(.required, for: .vertical)
        }
    }
}
