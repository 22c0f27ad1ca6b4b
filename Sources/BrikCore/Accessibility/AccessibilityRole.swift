/// What kind of thing a brick is, as a screen reader names it: "Button", "Text field",
/// "List". Stock widgets give their own (see ``Brick/defaultAccessibility``); an app
/// changes one with ``Brick/accessibilityRole(_:)``.
public enum AccessibilityRole: Hashable, Sendable, CaseIterable {
    /// A brick that holds others and says nothing of its own (a stack, a form).
    case group
    /// Text to read, not to act on (a ``Label``).
    case staticText
    /// A heading of a document or a section.
    case heading
    /// Something pressed to act (a ``Button``).
    case button
    /// A box that is checked or not (a ``Checkbox``).
    case checkbox
    /// An on/off switch (a ``Toggle``).
    case `switch`
    /// One choice of several, of which one is chosen.
    case radio
    /// A one-line text entry (a ``TextField``).
    case textField
    /// A multi-line text editor (a ``TextArea``).
    case textArea
    /// A field that searches (the field of a ``SearchBar``).
    case searchField
    /// A drop-down choice (a ``Select``).
    case comboBox
    /// A list of items, one of them current (a ``List``).
    case list
    /// One item of a list.
    case listItem
    /// Rows and columns (a ``Table``).
    case table
    /// One row of a table.
    case row
    /// One cell of a table.
    case cell
    /// Items nested in items (a ``Tree``).
    case tree
    /// One item of a tree.
    case treeItem
    /// A row of tabs (``Tabs``).
    case tabList
    /// One tab.
    case tab
    /// A menu bar (``MenuBar``).
    case menuBar
    /// A menu, open or not.
    case menu
    /// One item of a menu.
    case menuItem
    /// A window over the screen that asks something (a ``Dialog``).
    case dialog
    /// A short message that comes and goes by itself (a ``Toast``).
    case alert
    /// A place whose changes are worth hearing (a status line).
    case status
    /// A value chosen in a range.
    case slider
    /// How far a task has got (a ``ProgressBar``, a ``Spinner``).
    case progress
    /// A picture, named by its alternative text (an ``ImageView``).
    case image
    /// Text that leads somewhere.
    case link
    /// A document read by scrolling (a ``MarkdownView``, a ``LineView``).
    case document
    /// Lines that keep coming (a ``LogView``).
    case log

    /// The role as said out loud, capitalised: "Button", "Text field", "List item".
    public var spokenName: String {
        switch self {
        case .group: "Group"
        case .staticText: "Text"
        case .heading: "Heading"
        case .button: "Button"
        case .checkbox: "Checkbox"
        case .switch: "Switch"
        case .radio: "Radio button"
        case .textField: "Text field"
        case .textArea: "Text area"
        case .searchField: "Search field"
        case .comboBox: "Pop-up button"
        case .list: "List"
        case .listItem: "List item"
        case .table: "Table"
        case .row: "Row"
        case .cell: "Cell"
        case .tree: "Tree"
        case .treeItem: "Tree item"
        case .tabList: "Tab list"
        case .tab: "Tab"
        case .menuBar: "Menu bar"
        case .menu: "Menu"
        case .menuItem: "Menu item"
        case .dialog: "Dialog"
        case .alert: "Alert"
        case .status: "Status"
        case .slider: "Slider"
        case .progress: "Progress"
        case .image: "Image"
        case .link: "Link"
        case .document: "Document"
        case .log: "Log"
        }
    }

    /// Whether the value is text the user typed, said as "value …" (a field, an editor).
    public var valueIsText: Bool {
        self == .textField || self == .textArea || self == .searchField
    }
}
