import BrikRendering

/// A list of strings, as Textual's `OptionList` and `SelectionList`: strings in, a choice out.
extension List where ID == Int {
    /// A list showing `options`, one per row (type-ahead matches their text), in `groups`
    /// when given. Change ``options`` to show others. Each option's identity starts as its
    /// index and follows the option when options are inserted, removed or moved (matched by
    /// text), so the cursor and the selection stay on the same options.
    public convenience init(
        _ identifier: String = "", options: [String], mode: SelectionMode = .single, groups: ListGroups? = nil
    ) {
        let store = OptionStore(options)
        self.init(
            identifier, mode: mode, count: { store.options.count }, id: { store.id(at: $0) },
            index: { store.index(of: $0) }, estimatedRowHeight: 1, groups: groups,
            row: { index in Label(store.options[index]) },
            reuse: { brick, index in (brick as? Label)?.text = store.options[index] })
        showOptions(of: store)
    }

    /// Makes this list one of options: ``options`` reads `store`, and the rows (labels)
    /// show the characters the filter matched.
    func showOptions(of store: OptionStore) {
        optionStore = store
        highlightMatches = { [weak self] brick, index in
            guard let self, let label = brick as? Label, index < store.options.count else { return }
            let offsets = matchedOffsets(ofRow: index)
            if offsets.isEmpty {
                label.text = store.options[index]
            } else {
                label.styledText = TextMatch.highlighted(store.options[index], offsets: offsets)
            }
        }
    }

    /// The strings shown, when the list was made from options; setting them reloads the rows.
    /// Options kept (the same text, in the same order among themselves) keep their identity:
    /// deleting the first of four leaves the cursor and the ticks on the options they were on;
    /// `options[i] = "new name"` renames the option at `i`, keeping its tick.
    public var options: [String] {
        get { optionStore?.options ?? [] }
        set {
            guard let optionStore else { return }
            optionStore.replace(with: newValue)
            reloadData()
        }
    }

    /// The selected options, in their order.
    public var selectedOptions: [String] {
        guard let store = optionStore else { return [] }
        return selection.selectedIDs.compactMap { store.index(of: $0) }.sorted().map { store.options[$0] }
    }

    /// The selected option (the first, in a multiple selection); nil when none is.
    public var selectedOption: String? { selectedOptions.first }
}

/// The strings of an options list, shared by its row closures, with their identities.
///
/// An identity starts as the option's index (so a list whose options never change has
/// `id == index`, and no table); when the options change, each new option takes the
/// identity of the first unused old option with the same text, in order; when the count did
/// not change, one left without takes that of the old option at its place if no one took it
/// (a rename), else a new one.
@MainActor
final class OptionStore {
    private(set) var options: [String]
    /// The identity of each option; empty while every identity is its index.
    private var ids: [Int] = []
    private var indexByID: [Int: Int] = [:]
    private var nextID: Int

    init(_ options: [String]) {
        self.options = options
        nextID = options.count
    }

    func id(at index: Int) -> Int { ids.isEmpty ? index : ids[index] }

    func index(of id: Int) -> Int? {
        if ids.isEmpty { return id >= 0 && id < options.count ? id : nil }
        return indexByID[id]
    }

    /// Shows `new`, carrying identities over to the options that stayed.
    func replace(with new: [String]) {
        let old = options
        var newIDs: [Int] = []
        newIDs.reserveCapacity(new.count)
        if new.count >= old.count, new.starts(with: old) {
            // Options added at the end (the common case): nothing moved.
            newIDs = (0..<old.count).map(id(at:))
        } else {
            var unused: [String: [Int]] = [:]
            for (index, text) in old.enumerated() { unused[text, default: []].append(id(at: index)) }
            var taken: [String: Int] = [:]
            for text in new {
                let next = taken[text, default: 0]
                if let candidates = unused[text], next < candidates.count {
                    newIDs.append(candidates[next])
                    taken[text] = next + 1
                } else {
                    newIDs.append(-1)
                }
            }
        }
        while newIDs.count < new.count { newIDs.append(-1) }
        // An option replaced in place (renamed) keeps the identity of the one it replaced,
        // when no other option took it: its cursor and its tick stay on it.
        let kept = Set(newIDs)
        for index in newIDs.indices where newIDs[index] < 0 && index < old.count && new.count == old.count {
            let previous = id(at: index)
            if !kept.contains(previous) { newIDs[index] = previous }
        }
        for index in newIDs.indices where newIDs[index] < 0 {
            newIDs[index] = nextID
            nextID += 1
        }
        options = new
        if newIDs.elementsEqual(0..<new.count) {
            ids = []
            indexByID = [:]
        } else {
            ids = newIDs
            indexByID = Dictionary(uniqueKeysWithValues: newIDs.enumerated().map { ($0.element, $0.offset) })
        }
    }
}
