/// The line characters a box border is drawn with.
public enum BorderStyle: String, CaseIterable, Hashable, Sendable {
    /// `┌─┐│└┘`
    case single
    /// `╔═╗║╚╝`
    case double
    /// `╭─╮│╰╯`
    case rounded
    /// `┏━┓┃┗┛`
    case heavy
    /// `+-+|++`, for terminals and fonts without box drawing.
    case ascii

    /// The six characters: top-left, horizontal, top-right, vertical, bottom-left, bottom-right.
    public var characters: BorderCharacters {
        switch self {
        case .single:
            BorderCharacters(topLeft: "┌", horizontal: "─", topRight: "┐", vertical: "│", bottomLeft: "└", bottomRight: "┘")
        case .double:
            BorderCharacters(topLeft: "╔", horizontal: "═", topRight: "╗", vertical: "║", bottomLeft: "╚", bottomRight: "╝")
        case .rounded:
            BorderCharacters(topLeft: "╭", horizontal: "─", topRight: "╮", vertical: "│", bottomLeft: "╰", bottomRight: "╯")
        case .heavy:
            BorderCharacters(topLeft: "┏", horizontal: "━", topRight: "┓", vertical: "┃", bottomLeft: "┗", bottomRight: "┛")
        case .ascii:
            BorderCharacters(topLeft: "+", horizontal: "-", topRight: "+", vertical: "|", bottomLeft: "+", bottomRight: "+")
        }
    }
}

/// The characters of one ``BorderStyle``; every one of them is one column wide.
public struct BorderCharacters: Hashable, Sendable {
    /// Top-left corner.
    public var topLeft: Character
    /// Top and bottom edges.
    public var horizontal: Character
    /// Top-right corner.
    public var topRight: Character
    /// Left and right edges.
    public var vertical: Character
    /// Bottom-left corner.
    public var bottomLeft: Character
    /// Bottom-right corner.
    public var bottomRight: Character
}

/// Where a title sits in the top edge of a border.
public enum TitleAlignment: Hashable, Sendable {
    /// After the top-left corner.
    case left
    /// Centred in the top edge (the extra column, if any, goes to the right).
    case center
    /// Before the top-right corner.
    case right
}
