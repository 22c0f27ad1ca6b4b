import BrikRendering

/// The focus engine: which brick gets keys first, and how Tab, Shift-Tab and the
/// arrow keys move it.
///
/// Tab walks ``Application/focusOrder``, the *reading order*: focusable bricks sorted
/// by their frame's top row, then its left column, ties in tree order. So a two-column
/// form tabs across each row, whatever nesting built it, and focus enters and leaves
/// nested containers without them taking part. The arrows move spatially (see
/// `Focus+Spatial.swift`). Every move asks the focused brick's ``Brick/willUnfocus()``
/// and the candidate's ``Brick/willFocus()``; a veto leaves focus where it is.
extension Brick {
    /// Whether focus can land here now: the brick takes focus, allows it, and is on
    /// screen (not hidden, and laid out with a non-empty frame).
    public var isFocusable: Bool {
        canBecomeFocused && allowsFocus && isVisibleInTree && !frame.isEmpty && application != nil
    }
}

extension Application {
    /// What an attempt to move focus came to.
    enum FocusAttempt {
        /// Focus is on the brick (it moved, or was already there).
        case focused
        /// The brick cannot take focus now, or its ``Brick/willFocus()`` said no.
        case refused(FocusRefusal)
        /// The focused brick's ``Brick/willUnfocus()`` said no: nothing else will do either.
        case kept(by: Brick)
    }

    /// Moves focus to `brick` (nil clears it); false, and no change, when it cannot take
    /// focus, its ``Brick/willFocus()`` says no, or the focused brick's
    /// ``Brick/willUnfocus()`` says no. The old and new bricks get
    /// ``Brick/focusDidChange(isFocused:)``, then ``onFocusChange`` runs.
    ///
    /// A brick just shown or added has no frame yet: if the tree waits for layout, it is
    /// laid out first (``layoutIfNeeded()``), so `bar.isHidden = false; focus(field)`
    /// works and the next key goes to `field`. A refusal is reported to ``diagnostics``
    /// with its ``FocusRefusal``.
    @discardableResult
    public func focus(_ brick: Brick?) -> Bool {
        if let brick, brick !== focusedBrick {
            // A brick past the rows a lazy section placed gets its frame first.
            _ = Section.placeLazySections(around: brick)
            layoutIfNeeded()
        }
        switch attemptFocus(brick) {
        case .focused:
            return true
        case .refused(let reason):
            if let brick { diagnostics.report(.focusRefused(brick: brick.debugName, reason: reason)) }
            return false
        case .kept(let keeper):
            let name = brick?.debugName ?? "nil"
            diagnostics.report(.focusRefused(brick: name, reason: .keptByFocusedBrick(keeper.debugName)))
            return false
        }
    }

    func attemptFocus(_ brick: Brick?) -> FocusAttempt {
        if let brick, let refusal = brick.focusRefusal(in: self) { return .refused(refusal) }
        guard brick !== focusedBrick else { return .focused }
        if let current = focusedBrick, current.application === self, current.isFocusable, !current.willUnfocus() {
            return .kept(by: current)
        }
        if let brick, !brick.willFocus() { return .refused(.vetoedByWillFocus) }
        moveFocusUnchecked(to: brick)
        return .focused
    }

    /// Focuses the first of `candidates` that accepts, stopping if the focused brick refuses to let go.
    @discardableResult
    func focusFirstAccepting(_ candidates: some Sequence<Brick>) -> Bool {
        for candidate in candidates {
            switch attemptFocus(candidate) {
            case .focused: return true
            case .kept: return false
            case .refused: continue
            }
        }
        return false
    }

    /// Moves focus with no one asked; `reveal`: scroll views around `brick` show it at the
    /// next layout (not when focus goes back behind a closed overlay: that screen stays as it was).
    func moveFocusUnchecked(to brick: Brick?, reveal: Bool = true) {
        let previous = focusedBrick
        focusedBrick = brick
        focusNeedsReveal = reveal
        previous?.focusDidChange(isFocused: false)
        brick?.focusDidChange(isFocused: true)
        onFocusChange?(previous, brick)
        setNeedsDisplay()
    }

    /// The focusable bricks in reading order: by the top row of their frame, then its left
    /// column; bricks at the same place keep tree order (parents before children). Only
    /// those in ``focusScope``: while a dialog or menu is open, its own.
    public var focusOrder: [Brick] {
        var anyCouldTakeFocus = false
        return focusOrder(anyCouldTakeFocus: &anyCouldTakeFocus)
    }

    /// ``focusOrder``, noting whether any brick could take focus at all, whatever its frame.
    func focusOrder(anyCouldTakeFocus: inout Bool) -> [Brick] {
        focusableBricks(in: focusScope, anyCouldTakeFocus: &anyCouldTakeFocus).enumerated().sorted { a, b in
            let p = a.element.frame.origin, q = b.element.frame.origin
            if p.y != q.y { return p.y < q.y }
            if p.x != q.x { return p.x < q.x }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The focusable bricks of ``focusScope`` in tree order (parents before children, siblings in order).
    var treeFocusOrder: [Brick] { focusableBricks(in: focusScope) }

    /// The bricks of `subtree` (itself included) that can take focus, in tree order.
    func focusableBricks(in subtree: Brick) -> [Brick] {
        var anyCouldTakeFocus = false
        return focusableBricks(in: subtree, anyCouldTakeFocus: &anyCouldTakeFocus)
    }

    /// ``focusableBricks(in:)``, setting `anyCouldTakeFocus` when a shown brick takes and
    /// allows focus, on screen or not (an empty frame).
    func focusableBricks(in subtree: Brick, anyCouldTakeFocus: inout Bool) -> [Brick] {
        var order: [Brick] = []
        guard !subtree.isHidden else { return order }
        if subtree.canBecomeFocused && subtree.allowsFocus {
            anyCouldTakeFocus = true
            if !subtree.frame.isEmpty { order.append(subtree) }
        }
        // Depth first through the children arrays themselves: each container's array is held
        // once, instead of every brick being pushed and popped (this walks every brick of a
        // tree with nothing focused, every frame).
        var levels: [(children: [Brick], next: Int)] = [(subtree.children, 0)]
        while !levels.isEmpty {
            let top = levels.count - 1
            let next = levels[top].next
            guard next < levels[top].children.count else {
                levels.removeLast()
                continue
            }
            levels[top].next = next + 1
            let brick = levels[top].children[next]
            guard !brick.isHidden else { continue }
            if brick.canBecomeFocused && brick.allowsFocus {
                anyCouldTakeFocus = true
                if !brick.frame.isEmpty { order.append(brick) }
            }
            let children = brick.children
            if !children.isEmpty { levels.append((children, 0)) }
        }
        return order
    }

    /// Focuses the next focusable brick after the focused one in reading order, wrapping
    /// around; bricks whose ``Brick/willFocus()`` says no are skipped.
    public func focusNext() {
        moveFocus(by: 1)
    }

    /// Focuses the focusable brick before the focused one in reading order, wrapping around.
    public func focusPrevious() {
        moveFocus(by: -1)
    }

    private func moveFocus(by step: Int) {
        let order = focusOrder
        guard !order.isEmpty else { return }
        let current = focusedBrick.flatMap { focused in order.firstIndex { $0 === focused } }
        let start: Int
        if let current {
            start = current + step
        } else {
            start = step > 0 ? 0 : order.count - 1
        }
        // Every other brick once, in the direction of travel, wrapping.
        let count = current == nil ? order.count : order.count - 1
        let candidates = (0..<count).map { order[((start + $0 * step) % order.count + order.count) % order.count] }
        focusFirstAccepting(candidates)
    }

    /// Keeps focus valid after layout: a focused brick that left the screen or can no
    /// longer take focus hands it to the first focusable brick (in reading order) that
    /// accepts; with no focus, that brick takes it. A brick that keeps focus keeps it
    /// across any relayout or resize.
    func repairFocus() {
        let inScope = focusedBrick.map(isInFocusScope) ?? false
        if let focusedBrick, inScope, focusedBrick.isFocusable, focusedBrick.application === self { return }
        // A brick squeezed to nothing by a small screen keeps focus (it is still there, and
        // comes back when the screen grows): moving focus to whatever still has cells
        // would scroll the user's place away for good.
        if let focusedBrick, inScope, focusedBrick.application === self, focusedBrick.canBecomeFocused,
            focusedBrick.allowsFocus, focusedBrick.isVisibleInTree, focusedBrick.frame.isEmpty,
            !focusedBrick.isHiddenByDataSource
        {
            return
        }
        if let previous = focusedBrick {
            // It cannot veto: it is gone or cannot take focus any more.
            focusedBrick = nil
            previous.focusDidChange(isFocused: false)
            onFocusChange?(previous, nil)
        }
        // A tree where nothing could take focus (labels only) is not walked every frame
        // while it stays so; frames do not matter then (no brick wanted focus at any size).
        if nothingFocusableAt == focusabilityGeneration { return }
        var anyCouldTakeFocus = false
        let order = focusOrder(anyCouldTakeFocus: &anyCouldTakeFocus)
        nothingFocusableAt = anyCouldTakeFocus ? nil : focusabilityGeneration
        focusFirstAccepting(order)
    }
}

extension Application {
    /// After focus moved (or the screen was resized), scrolls every scroll view around
    /// the focused brick just enough to show it, clear of what behaviors cover (once per
    /// move, so scrolling away from it later is not undone).
    func revealFocusIfNeeded() {
        guard focusNeedsReveal, let focused = focusedBrick else { return }
        // Past the rows a lazy section placed it has no frame yet: shown after the pass placing it.
        if Section.placeLazySections(around: focused) { return }
        focusNeedsReveal = false
        var node = focused.parent
        while let current = node {
            // A scroll view moving the focus with a page or End picks the brick itself: a brick
            // the focus was repaired to on the way (its old one scrolled out of a virtual
            // section) must not pull the view back.
            if let scroll = current.scrollContainer, !scroll.scrollExtras.focusFollowsScroll { scroll.reveal(focused) }
            node = current.parent
        }
    }
}
