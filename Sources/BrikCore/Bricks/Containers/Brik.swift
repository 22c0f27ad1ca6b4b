/// A free-layout container (Brik's `Brik`): each child sits where its
/// ``Brick/placement`` puts it — filling by default, or centred, padded,
/// sized (see ``LayoutBaseType``).
///
/// ```swift
/// Brik { _ in
///     Label("Top left").add(constraints: .size(Size(width: 10, height: 1)))
///     Label("Centred").placement(.center)
/// }
/// ```
@MainActor
open class Brik: Brick {
    /// A container built by `content`, which receives the container itself.
    public init(@BrikBuilder _ content: (Brik) -> [Brick] = { _ in [] }) {
        super.init()
        for child in content(self) { addChild(child) }
    }
}

/// The whole terminal: the usual root of an app, a ``Brik`` that fills the screen.
///
/// ```swift
/// let screen = Screen()
/// VBrik { _ in … }.add(in: screen, constraints: .center)
/// try Application(root: screen).run()
/// ```
@MainActor
public final class Screen: Brik {}

/// A border around one child (or several, placed like a ``Brik``), with an optional title.
@MainActor
public final class Box: Brick {
    /// A box with `style` border and `title`, around what `content` builds.
    public init(
        title: String? = nil, style: BorderStyle = .rounded, padding: EdgeInsets = EdgeInsets(horizontal: 1),
        @BrikBuilder _ content: (Box) -> [Brick] = { _ in [] }
    ) {
        super.init()
        border = style
        borderTitle = title
        self.padding = padding
        for child in content(self) { addChild(child) }
    }
}

extension Brick {
    /// Sets how a free-layout parent places this brick.
    @discardableResult
    public func placement(_ placement: LayoutBaseType) -> Self {
        self.placement = placement
        return self
    }
}
