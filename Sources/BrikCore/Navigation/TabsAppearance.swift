import BrikRendering

/// How the parts of a ``Tabs`` bar look: each part is an ``Appearance`` laid over the
/// bar's own style (colours left nil inherit, attributes add), as ``TableAppearance`` does
/// for a table, so a bar follows the colours of the screen it is on and each can be changed.
///
/// The defaults use attributes only, which show on any terminal (and under `NO_COLOR`).
///
/// ```swift
/// let tabs = Tabs(["Files", "Search", "Log"])
/// tabs.tabsAppearance.selectedTab.backgroundColor = .blue
/// tabs.tabsAppearance.selectedTab.foregroundColor = .brightWhite
/// tabs.tabsAppearance.tab.foregroundColor = .gray
/// ```
public struct TabsAppearance: Hashable, Sendable {
    /// A title that is not the selected one: plain.
    public var tab: Appearance
    /// The selected title while the bar has focus: bold, reverse video (in the theme's
    /// ``Theme/selection`` colour unless this look sets a foreground colour).
    public var selectedTab: Appearance
    /// The selected title while the bar has no focus: bold, underlined.
    public var inactiveSelectedTab: Appearance
    /// The line between two titles: dim.
    public var separator: Appearance
    /// The `‹` and `›` that say titles are scrolled out of the bar on that side: dim.
    public var overflowMarker: Appearance
    /// The text between two titles.
    public var separatorText: String

    /// The default look (see each part).
    public init() {
        tab = Appearance()
        selectedTab = Self.look(attributes: [.bold, .reverse])
        inactiveSelectedTab = Self.look(attributes: [.bold, .underline])
        separator = Self.look(attributes: .dim)
        overflowMarker = Self.look(attributes: .dim)
        separatorText = "│"
    }

    private static func look(attributes: TextAttributes) -> Appearance {
        var look = Appearance()
        look.textAttributes = attributes
        return look
    }
}
