extension TestTerminal {
    /// What a screen reader hears about `brick` now (its ``Brick/accessibility``).
    ///
    /// ```swift
    /// #expect(terminal.accessibility(of: save).spokenLine == "Button Save")
    /// ```
    public func accessibility(of brick: Brick) -> AccessibilityElement {
        brick.accessibility
    }

    /// The focused brick's element, nil when nothing has focus.
    public var focusedAccessibility: AccessibilityElement? {
        application.focusedAccessibility
    }

    /// Every line the accessible mode has said, oldest first; empty unless the terminal
    /// was made with `announcesAccessibility: true`.
    public var announcements: [String] {
        application.accessibilityAnnouncements
    }

    /// The lines said since the last call (since the start for the first one).
    ///
    /// ```swift
    /// let terminal = TestTerminal(root: form, announcesAccessibility: true)
    /// _ = terminal.takeAnnouncements()   // the first focus
    /// terminal.send("tab")
    /// #expect(terminal.takeAnnouncements() == ["Button Save"])
    /// ```
    public func takeAnnouncements() -> [String] {
        let all = announcements
        let total = application.accessibilityAnnouncer?.saidCount ?? 0
        // The mode turned off and on again starts a new count.
        if total < announcementsTaken { announcementsTaken = 0 }
        // Counted in lines said in all, so the oldest lines dropped from `announcements` do not shift it.
        let fresh = min(all.count, max(0, total - announcementsTaken))
        announcementsTaken = total
        return Array(all.suffix(fresh))
    }
}
