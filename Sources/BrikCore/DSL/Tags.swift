extension Brick {
    /// Sets ``tag``, the name of this brick among its siblings.
    @discardableResult
    public func tag(_ tag: some Hashable) -> Self {
        self.tag = AnyHashable(tag)
        return self
    }

    /// The direct child tagged `tag` (the first one, if several are).
    ///
    /// A missing tag is a programming error: it stops with a message naming this
    /// brick and the tags its children have. Use ``child(tagged:)`` for data
    /// that may be missing.
    public subscript<Tag: Hashable>(_ tag: Tag) -> Brick {
        guard let child = child(tagged: tag) else {
            programmingError("no child tagged \(tag) in \(debugName); \(tagSummary)")
        }
        return child
    }

    /// The direct child tagged `tag`, as a `type`, e.g. `container[2, TextField.self].text`.
    ///
    /// A missing tag or a child of another type stops with a message that says which.
    public subscript<Tag: Hashable, Kind: Brick>(_ tag: Tag, _ type: Kind.Type) -> Kind {
        let child = self[tag]
        guard let typed = child as? Kind else {
            programmingError("the child tagged \(tag) in \(debugName) is a \(Swift.type(of: child)), not a \(Kind.self)")
        }
        return typed
    }

    /// This brick as a `type`, or nil: `control[TextField.self]?.text`.
    public subscript<Kind: Brick>(_ type: Kind.Type) -> Kind? {
        self as? Kind
    }

    /// The direct child tagged `tag`, or nil. When several children share the tag
    /// the first is returned and the duplicate is reported to the app's diagnostics.
    public func child<Tag: Hashable>(tagged tag: Tag) -> Brick? {
        let key = AnyHashable(tag)
        let matches = children.filter { $0.tag == key }
        if matches.count > 1 {
            application?.diagnostics.report(.duplicateTag(container: debugName, tag: "\(tag)"))
        }
        return matches.first
    }

    /// The nearest descendant tagged `tag` (breadth first: children before grandchildren), or nil.
    public func first<Tag: Hashable>(tagged tag: Tag) -> Brick? {
        let key = AnyHashable(tag)
        var queue = children[...]
        var next: [Brick] = []
        while !queue.isEmpty {
            for brick in queue {
                if brick.tag == key { return brick }
                next.append(contentsOf: brick.children)
            }
            queue = next[...]
            next = []
        }
        return nil
    }

    /// The nearest descendant tagged `tag` that is a `type`, or nil.
    public func first<Tag: Hashable, Kind: Brick>(tagged tag: Tag, as type: Kind.Type) -> Kind? {
        first(tagged: tag) as? Kind
    }

    /// The direct child tagged `tag`, else the nearest descendant (breadth first),
    /// for actions and gestures; none is a programming error, as for `brick[tag]`.
    func descendant<Tag: Hashable>(tagged tag: Tag) -> Brick {
        child(tagged: tag) ?? first(tagged: tag) ?? self[tag]
    }

    /// "tags here: 1, 2" or "it has no tagged children", for error messages.
    var tagSummary: String {
        let tags = children.compactMap(\.tag).map { "\($0.base)" }
        return tags.isEmpty ? "it has no tagged children" : "tags here: \(tags.joined(separator: ", "))"
    }
}
