/// Changes what a model brick shows around every content load (BrickKit's
/// `OverrideContentSource`): an A/B experiment, a theme, a debug overlay of values.
///
/// A brick with one — ``Brick/overrideContentSource`` — reloads its content as
/// `resetContent(for:)`, then its own bind from its data source, then
/// `overrideContent(for:)`: the override always has the last word, and the reset puts
/// back what the last override changed before the data is bound again (a brick reused for
/// another item starts clean). ``LabelBrick``, ``ButtonBrick``, any ``GenericBrick``,
/// ``ImageBrick`` and ``CollectionBrick`` honour it.
///
/// ```swift
/// final class Shouting: OverrideContentSource {
///     func resetContent(for brick: Brick) {}
///     func overrideContent(for brick: Brick) {
///         if let label = (brick as? LabelBrick)?.label { label.text = label.text.uppercased() }
///     }
/// }
/// labelBrick.overrideContentSource = shouting
/// ```
@MainActor
public protocol OverrideContentSource: AnyObject {
    /// Puts back what ``overrideContent(for:)`` changed; runs before `brick` binds its data.
    func resetContent(for brick: Brick)
    /// Changes what `brick` shows; runs after it bound its data.
    func overrideContent(for brick: Brick)
}

extension Brick {
    /// What changes this brick's content around every load (held weakly, as in BrickKit);
    /// setting it reloads a model brick's content at once.
    public var overrideContentSource: (any OverrideContentSource)? {
        get { handlers.overrideContentSource }
        set {
            handlers.overrideContentSource = newValue
            (self as? any ContentReloading)?.reloadContentForOverride()
        }
    }

    /// Runs `bind` between the override source's reset and override.
    func loadContent(_ bind: () -> Void) {
        let source = handlers.overrideContentSource
        source?.resetContent(for: self)
        bind()
        source?.overrideContent(for: self)
    }
}

/// A brick whose content is bound from a model, and so can be loaded again.
@MainActor
protocol ContentReloading: AnyObject {
    /// Loads the content again (through ``Brick/loadContent(_:)``).
    func reloadContentForOverride()
}
