import BrikRendering

/// A list of strings, as Textual's `OptionList` and `SelectionList`: strings in, a choice out.
extension List where ID == Int {
    /// A list showing `options`, one per row, identified by their index (type-ahead
    /// matches their text), in `groups` when given. Change ``options`` to show others.
    public convenience init(
        _ identifier: String = "", options: [String], mode: SelectionMode = .single, groups: ListGroups? = nil
    ) {
        let store = OptionStore(options)
        self.init(
            identifier, mode: mode, count: { store.options.count }, id: { $0 },
            index: { $0 >= 0 && $0 < store.options.count ? $0 : nil }, estimatedRowHeight: 1, groups: groups,
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
    public var options: [String] {
        get { optionStore?.options ?? [] }
        set {
            guard let optionStore else { return }
            optionStore.options = newValue
            reloadData()
        }
    }

    /// The selected options, in their order.
    public var selectedOptions: [String] {
        let options = self.options
        return selection.selectedIDs.sorted().compactMap { $0 < options.count ? options[$0] : nil }
    }

    /// The selected option (the first, in a multiple selection); nil when none is.
    public var selectedOption: String? { selectedOptions.first }
}

/// The strings of an options list, shared by its row closures.
@MainActor
final class OptionStore {
    var options: [String]

    init(_ options: [String]) {
        self.options = options
    }
}
