/// Turns each frame's changes into the plain lines of the accessible mode: what gained
/// focus, what changed in the focused brick, which overlay opened or closed, what a live
/// region says now.
///
/// Each source has one line at a time: a line is said when it differs from the one that
/// source said last, so a frame drawn for any other reason says nothing, and typing that
/// fills one frame gives one line.
@MainActor
final class AccessibilityAnnouncer {
    /// Every line said so far, oldest first (the newest ``maximumLineCount``).
    private(set) var lines: [String] = []
    /// How many lines ``lines`` keeps.
    static let maximumLineCount = 10_000
    /// How many lines were said in all, those ``lines`` no longer keeps included.
    private(set) var saidCount = 0

    private weak var focused: Brick?
    private var focusedElement: AccessibilityElement?
    private var overlays: [(id: ObjectIdentifier, element: AccessibilityElement)] = []
    private var liveRegions: [ObjectIdentifier: String] = [:]

    /// The lines `application`'s latest frame adds, which are also appended to ``lines``.
    func update(_ application: Application) -> [String] {
        var said: [String] = []
        updateOverlays(application.overlayLayer.overlays.map(\.content), into: &said)
        updateFocus(application.focusedBrick, into: &said)
        updateLiveRegions(in: [application.root, application.overlayLayer], into: &said)
        lines.append(contentsOf: said)
        saidCount += said.count
        if lines.count > Self.maximumLineCount { lines.removeFirst(lines.count - Self.maximumLineCount) }
        return said
    }

    private func updateOverlays(_ contents: [Brick], into said: inout [String]) {
        let now = contents.map { (id: ObjectIdentifier($0), element: $0.accessibility) }
        for old in overlays where !now.contains(where: { $0.id == old.id }) {
            if old.element.role != .alert { said.append(Self.overlayLine(old.element, "closed")) }
        }
        for new in now where !overlays.contains(where: { $0.id == new.id }) {
            said.append(new.element.role == .alert ? new.element.spokenLine : Self.overlayLine(new.element, "opened"))
        }
        overlays = now
    }

    private static func overlayLine(_ element: AccessibilityElement, _ event: String) -> String {
        let name = element.label.isEmpty ? element.role.spokenName : "\(element.role.spokenName) \(element.label)"
        let head = "\(name) \(event)"
        return event == "opened" && !element.value.isEmpty ? "\(head), \(element.value)" : head
    }

    private func updateFocus(_ brick: Brick?, into said: inout [String]) {
        guard let brick else {
            focused = nil
            focusedElement = nil
            return
        }
        var element = brick.accessibility
        element.state.isFocused = false
        if brick !== focused {
            said.append(element.spokenLine)
        } else if let old = focusedElement, old != element {
            said.append(old.role == element.role && old.label == element.label ? element.changeLine : element.spokenLine)
        }
        focused = brick
        focusedElement = element
    }

    private func updateLiveRegions(in roots: [Brick], into said: inout [String]) {
        var seen: [ObjectIdentifier: String] = [:]
        var stack = roots
        while let brick = stack.popLast() {
            guard brick.isShown else { continue }
            if brick.isAccessibilityLiveRegion {
                let id = ObjectIdentifier(brick)
                let element = brick.accessibility
                let line = element.role == .staticText ? element.spokenLine : element.changeLine
                // A region is heard when it changes, not when it first shows (its first words are the screen's).
                if let old = liveRegions[id], old != line, !line.isEmpty { said.append(line) }
                seen[id] = line
            }
            stack.append(contentsOf: brick.children.reversed())
        }
        liveRegions = seen
    }
}
