import BrikCore
import BrikRendering

// Brik's `View+Layout.swift`: the placements of ``LayoutBaseType`` as real constraints, and
// the helpers that return or activate them.

extension Brick {
    /// Activates the constraints of `type` between this brick and `parent` (Brik's
    /// `constraints(_:view:refresh:)`) and returns them: `.pinToEdge` pins the four edges,
    /// `.center` the two centres, `.height`/`.width`/`.size` set sizes. A centre with
    /// padding or insets (`.centerPadding`, `.centerInsets`) centres the brick and keeps at
    /// least that room at each edge — Brik's equalities conflict for uneven insets, these
    /// never do. `refresh` asks for a layout at once (``Brick/setNeedsLayout()``).
    ///
    /// ```swift
    /// badge.add(in: card)
    /// badge.constraints(.centerPadding(1), to: card)
    /// ```
    @discardableResult
    public func constraints(_ type: LayoutBaseType, to parent: Brick, refresh: Bool = false) -> [LayoutConstraint] {
        let made = constraintsFor(type, to: parent)
        return constraints(made, refresh: refresh)
    }

    /// Activates the size constraints of `type`, which needs no other brick: `.height`,
    /// `.width` and `.size` (Brik's `constraints(_:refresh:)`). The other cases need a
    /// parent; they are ignored with a warning to ``BrickLogger`` (Brik ignores them silently).
    ///
    /// ```swift
    /// avatar.constraints(.size(Size(width: 4, height: 2)))
    /// ```
    @discardableResult
    public func constraints(_ type: LayoutBaseType, refresh: Bool = false) -> [LayoutConstraint] {
        let made: [LayoutConstraint]
        switch type {
        case .height(let rows): made = [heightAnchor.constraint(equalToConstant: rows)]
        case .width(let columns): made = [widthAnchor.constraint(equalToConstant: columns)]
        case .size(let size):
            made = [widthAnchor.constraint(equalToConstant: size.width), heightAnchor.constraint(equalToConstant: size.height)]
        default:
            BrickLogger.logWarning("constraints(\(type)) on \(debugName) needs a parent: use constraints(_:to:); ignored")
            made = []
        }
        return constraints(made, refresh: refresh)
    }

    /// Activates `list` and returns it (Brik's `constraints(_: [NSLayoutConstraint], refresh:)`).
    @discardableResult
    public func constraints(_ list: [LayoutConstraint], refresh: Bool = false) -> [LayoutConstraint] {
        for constraint in list { constraint.activate() }
        if refresh { setNeedsLayout() }
        return list
    }

    /// Pins this brick's four edges to `view`'s (Brik's `pinToEdge(_:)`).
    ///
    /// ```swift
    /// background.pinToEdge(card)
    /// ```
    @discardableResult
    public func pinToEdge(_ view: Brick) -> [LayoutConstraint] {
        constraints(pinToEdgeConstraints(view))
    }

    /// Pins this brick's edges to `view`'s, `edgeInsets` inside (Brik's `pinToEdge(_:edgeInsets:)`).
    @discardableResult
    public func pinToEdge(_ view: Brick, edgeInsets: EdgeInsets) -> [LayoutConstraint] {
        constraints(pinToEdgeConstraints(view, edgeInsets: edgeInsets))
    }

    /// The constraints of ``pinToEdge(_:)``, not activated (Brik's `pinToEdgeConstraints`).
    public func pinToEdgeConstraints(_ view: Brick) -> [LayoutConstraint] {
        pinToEdgeConstraints(view, edgeInsets: .zero)
    }

    /// The constraints of ``pinToEdge(_:edgeInsets:)``, not activated.
    ///
    /// ```swift
    /// let pins = label.pinToEdgeConstraints(card, edgeInsets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
    /// ```
    public func pinToEdgeConstraints(_ view: Brick, edgeInsets insets: EdgeInsets) -> [LayoutConstraint] {
        [
            topAnchor.constraint(equalTo: view.topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -insets.bottom),
            leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -insets.right),
        ]
    }

    /// Centres this brick in `view` at its own size (Brik's `center(to:)`).
    ///
    /// ```swift
    /// spinner.center(to: screen)
    /// ```
    @discardableResult
    public func center(to view: Brick) -> [LayoutConstraint] {
        constraints(centerConstraints(to: view))
    }

    /// Centres this brick in `view`, keeping at least `edgeInsets` from each of its edges
    /// (Brik's `center(to:edgeInsets:)`).
    @discardableResult
    public func center(to view: Brick, edgeInsets: EdgeInsets) -> [LayoutConstraint] {
        constraints(centerConstraints(to: view, edgeInsets: edgeInsets))
    }

    /// The constraints of ``center(to:)``, not activated (Brik's `centerConstraints(to:)`).
    public func centerConstraints(to view: Brick) -> [LayoutConstraint] {
        [centerXAnchor.constraint(equalTo: view.centerXAnchor), centerYAnchor.constraint(equalTo: view.centerYAnchor)]
    }

    /// The constraints of ``center(to:edgeInsets:)``, not activated: the centres equal, and
    /// each edge at least its inset inside `view`'s.
    ///
    /// ```swift
    /// let centred = dialog.centerConstraints(to: screen, edgeInsets: EdgeInsets(horizontal: 2, vertical: 1))
    /// ```
    public func centerConstraints(to view: Brick, edgeInsets insets: EdgeInsets) -> [LayoutConstraint] {
        centerConstraints(to: view) + [
            topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor, constant: insets.top),
            bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -insets.bottom),
            leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -insets.right),
        ]
    }

    /// The constraints `type` stands for between this brick and `parent`, not activated.
    func constraintsFor(_ type: LayoutBaseType, to parent: Brick) -> [LayoutConstraint] {
        switch type {
        case .pinToEdge: pinToEdgeConstraints(parent)
        case .pinToEdgePadding(let padding): pinToEdgeConstraints(parent, edgeInsets: EdgeInsets(all: padding))
        case .pinToEdgeInsets(let insets): pinToEdgeConstraints(parent, edgeInsets: insets)
        case .center: centerConstraints(to: parent)
        case .centerPadding(let padding): centerConstraints(to: parent, edgeInsets: EdgeInsets(all: padding))
        case .centerInsets(let insets): centerConstraints(to: parent, edgeInsets: insets)
        case .height(let rows): [heightAnchor.constraint(equalToConstant: rows)]
        case .width(let columns): [widthAnchor.constraint(equalToConstant: columns)]
        case .size(let size):
            [widthAnchor.constraint(equalToConstant: size.width), heightAnchor.constraint(equalToConstant: size.height)]
        }
    }
}

extension Brik {
    /// The bricks this Brik holds, in order (Brik's `childs`: its container's subviews).
    ///
    /// ```swift
    /// for field in form.childs { field.alpha = 0.5 }
    /// ```
    public var childs: [Brick] { Array(children) }
}

extension Array where Element == Brick {
    /// The first brick of the array of type `type` (Brik's `first(class:)`), nil when none is.
    ///
    /// ```swift
    /// let button = form.childs.first(class: Button.self)
    /// ```
    @MainActor
    public func first<Kind: Brick>(class type: Kind.Type) -> Kind? {
        for brick in self { if let typed = brick as? Kind { return typed } }
        return nil
    }

    /// The first brick tagged `tag` (Brik's `view(with:)`), nil when none is — Brik stops the
    /// program; a lookup that can fail says so here.
    ///
    /// ```swift
    /// form.childs.view(with: 2)?.isHidden = true
    /// ```
    @MainActor
    public func view<Tag: Hashable>(with tag: Tag) -> Brick? {
        let wanted = AnyHashable(tag)
        return first { $0.tag == wanted }
    }

    /// The first brick tagged `tag` that is a `type` (Brik's `view(with:class:)`), nil when none is.
    ///
    /// ```swift
    /// form.childs.view(with: 1, class: TextField.self)?.text = ""
    /// ```
    @MainActor
    public func view<Tag: Hashable, Kind: Brick>(with tag: Tag, class type: Kind.Type) -> Kind? {
        let wanted = AnyHashable(tag)
        for brick in self where brick.tag == wanted { if let typed = brick as? Kind { return typed } }
        return nil
    }
}
