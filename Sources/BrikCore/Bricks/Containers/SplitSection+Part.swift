import BrikRendering

extension SplitSection {
    /// One section of a ``SplitSection``: an optional header, items that flow and wrap
    /// inside the column less ``sectionInset``, and an optional footer.
    ///
    /// Items size themselves like a ``Section``'s bricks (``Brick/brickSize``: a ratio of
    /// the line, fixed, measured…). The header and footer span the column, are not inset,
    /// and are measured at the column width. ``itemsBackgroundColor`` fills the items area
    /// (from below the header to the bottom of the items plus the inset, full column
    /// width) behind the items, which inherit it. Spacing and insets left nil come from
    /// the enclosing ``SplitSection``. A part is placed by its split section only; its
    /// own placement and width rule are not used.
    @MainActor
    public final class Part: Brick {
        /// The column this part asks for (``SplitSection/sideForSection`` may overrule it).
        public var side: Side { didSet { setNeedsLayout() } }
        /// Space around the items; nil uses the split section's.
        public var sectionInset: EdgeInsets? { didSet { setNeedsLayout() } }
        /// Columns between items in a line; nil uses the split section's.
        public var minimumInterItemSpacing: Int? { didSet { setNeedsLayout() } }
        /// Rows between lines of items; nil uses the split section's.
        public var minimumItemLineSpacing: Int? { didSet { setNeedsLayout() } }
        /// Whether every item of a line gets the line's height; nil uses the split section's.
        public var isNormalizingLineHeight: Bool? { didSet { setNeedsLayout() } }
        /// The header above the items (nil for none); it becomes a child of this part.
        public var header: Brick? { didSet { if oldValue !== header { rebuild(removing: oldValue) } } }
        /// The footer below the items (nil for none); it becomes a child of this part.
        public var footer: Brick? { didSet { if oldValue !== footer { rebuild(removing: oldValue) } } }

        /// The brick behind the items: it draws the background and holds the items.
        let itemsArea = ItemsArea()

        /// A part holding what `content` builds as its items.
        public init(
            _ identifier: String = "",
            side: Side = .left,
            sectionInset: EdgeInsets? = nil,
            minimumInterItemSpacing: Int? = nil,
            minimumItemLineSpacing: Int? = nil,
            isNormalizingLineHeight: Bool? = nil,
            itemsBackgroundColor: Color? = nil,
            header: Brick? = nil,
            footer: Brick? = nil,
            @BrikBuilder _ content: (Part) -> [Brick] = { _ in [] }
        ) {
            self.side = side
            self.sectionInset = sectionInset
            self.minimumInterItemSpacing = minimumInterItemSpacing
            self.minimumItemLineSpacing = minimumItemLineSpacing
            self.isNormalizingLineHeight = isNormalizingLineHeight
            self.header = header
            self.footer = footer
            super.init()
            self.identifier = identifier
            itemsArea.backgroundColor = itemsBackgroundColor
            rebuild(removing: nil)
            for item in content(self) { itemsArea.addChild(item) }
        }

        /// The items, in flow order.
        public var items: [Brick] { itemsArea.children }

        /// Adds an item at the end of the flow.
        public func addItem(_ item: Brick) { itemsArea.addChild(item) }

        /// Replaces all items.
        public func setItems(_ items: [Brick]) { itemsArea.setChildren(items) }

        /// The fill behind the items area, nil for none (the original's `itemsBackgroundColorFor`).
        public var itemsBackgroundColor: Color? {
            get { itemsArea.backgroundColor }
            set { itemsArea.backgroundColor = newValue }
        }

        /// Painting order: the items area (background first), then header and footer.
        private func rebuild(removing old: Brick?) {
            if let old, old.parent === self { old.removeFromParent() }
            setChildren([itemsArea] + [header, footer].compactMap { $0 })
        }

        /// The split section places everything; nothing to do here.
        public override func layoutChildren(context: LayoutContext) {}

        /// The items area, header and footer are items for scroll behaviors (pinned headers).
        public override var exposesItemsToBehaviors: Bool { true }
    }

    /// The items area of a ``Part``: fills its background and lets the split section place the items.
    @MainActor
    final class ItemsArea: Brick {
        override func layoutChildren(context: LayoutContext) {}
    }
}

extension SplitSection.Part {
    /// Sets the header.
    @discardableResult
    public func header(_ header: Brick?) -> Self {
        self.header = header
        return self
    }

    /// Sets the footer.
    @discardableResult
    public func footer(_ footer: Brick?) -> Self {
        self.footer = footer
        return self
    }

    /// Sets the background of the items area.
    @discardableResult
    public func itemsBackgroundColor(_ color: Color?) -> Self {
        itemsBackgroundColor = color
        return self
    }

    /// Sets the space around the items.
    @discardableResult
    public func sectionInset(_ inset: EdgeInsets?) -> Self {
        sectionInset = inset
        return self
    }
}
