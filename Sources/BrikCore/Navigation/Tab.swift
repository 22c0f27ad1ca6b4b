/// One tab of a ``TabView``: a title for the bar and the content shown under it, built by
/// `content` the first time the tab is selected (never before, and never again).
///
/// ```swift
/// TabView {
///     Tab("Files") { FileList() }
///     Tab("Settings") {
///         Label("Theme").bold()
///         TextField(placeholder: "dark")
///     }
/// }
/// ```
@MainActor
public struct Tab {
    /// The title in the bar.
    public var title: String
    /// Makes the tab's bricks (several are stacked top to bottom, filling the width).
    let content: () -> [Brick]

    /// A tab titled `title` whose bricks `content` makes when it is first selected.
    public init(_ title: String, @BrikBuilder content: @escaping () -> [Brick]) {
        self.title = title
        self.content = content
    }
}

/// The result builder of ``TabView``: its tabs, from everything Swift allows in a builder
/// (`if`, `for … in`, arrays of tabs).
///
/// ```swift
/// TabView {
///     Tab("Summary") { Label("3 open issues") }
///     for project in projects { Tab(project.name) { ProjectBoard(project) } }
/// }
/// ```
@resultBuilder
@MainActor
public enum TabBuilder {
    /// One tab.
    public static func buildExpression(_ tab: Tab) -> [Tab] { [tab] }
    /// An array of tabs, in order.
    public static func buildExpression(_ tabs: [Tab]) -> [Tab] { tabs }
    /// The statements of a block, in order.
    public static func buildBlock(_ parts: [Tab]...) -> [Tab] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Tab]?) -> [Tab] { part ?? [] }
    /// The first branch of an `if/else` or `switch`.
    public static func buildEither(first part: [Tab]) -> [Tab] { part }
    /// The second branch of an `if/else` or `switch`.
    public static func buildEither(second part: [Tab]) -> [Tab] { part }
    /// A `for … in` loop.
    public static func buildArray(_ parts: [[Tab]]) -> [Tab] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [Tab]) -> [Tab] { part }
}
