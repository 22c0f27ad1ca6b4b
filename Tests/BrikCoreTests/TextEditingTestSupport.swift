import BrikRendering

@testable import BrikCore

/// A field from a picture of it: `|` marks the cursor, as in `"ab|cd"`.
func editing(_ picture: String, maxLength: Int? = nil) -> TextEditing {
    let characters = Array(picture)
    let caret = characters.firstIndex(of: "|") ?? characters.count
    var field = TextEditing(text: String(characters.filter { $0 != "|" }), maxLength: maxLength)
    field.moveCursor(to: caret)
    return field
}

/// The field as a picture: its text with `|` at the cursor.
func picture(_ field: TextEditing) -> String {
    var characters = Array(field.text)
    characters.insert("|", at: field.cursor)
    return String(characters)
}

/// Feeds `keys` to `field` and returns the picture after each, with the change.
func press(_ field: inout TextEditing, _ keys: KeyEvent...) -> [String] {
    keys.map { key in
        let change = field.handle(key)
        return "\(picture(field)) \(change)"
    }
}

/// What a field of `width` columns shows: the slice padded to the width
/// between brackets, then the caret on the next line (`^` at its column),
/// then the scroll offset, so a test compares the whole field at once.
func view(_ field: inout TextEditing, width: Int, secure: Bool = false) -> [String] {
    let slice = field.visibleSlice(width: width, secure: secure)
    let padding = String(repeating: " ", count: max(0, width - TextWidth.width(slice.text)))
    return [
        "[" + slice.text + padding + "]",
        " " + String(repeating: " ", count: slice.cursorColumn) + "^",
        "offset \(field.scrollOffset)",
    ]
}
