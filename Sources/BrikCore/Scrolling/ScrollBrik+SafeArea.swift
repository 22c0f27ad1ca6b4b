import BrikRendering

/// The terminal's safe area: cells at the edges of a scroll view's viewport that something
/// drawn over it covers, which content that respects them keeps clear of.
extension ScrollBrik {
    /// Cells at each edge of the viewport reserved for what is drawn over the scroll view
    /// (a floating bar, a panel an overlay keeps open at a side), UIKit's `safeAreaInsets`.
    /// Content still scrolls under them, but scrolling a brick into view keeps it clear of
    /// them (as of what behaviors cover, ``unobscuredViewport``), and a ``SplitSection``
    /// measuring from the safe area (``SplitSectionInsetReference/fromSafeArea``) lays its
    /// columns out inside the left and right ones. Zero by default.
    ///
    /// ```swift
    /// scroll.safeAreaInsets = EdgeInsets(left: 4)   // an overlay gutter four cells wide
    /// ```
    public var safeAreaInsets: EdgeInsets {
        get { scrollExtras.safeAreaInsets }
        set {
            guard newValue != scrollExtras.safeAreaInsets else { return }
            scrollExtras.safeAreaInsets = newValue
            // What the content measured inside the old insets no longer holds.
            content?.invalidateLayoutOfSubtree()
            setNeedsLayout()
        }
    }
}
