/// A behavior's closure convenience (`SpotlightLayoutBehavior { item in … }`) as its
/// data source: one type for every behavior whose data source asks one value per item,
/// each conforming it to its protocol in a line.
///
/// Behaviors call ``answer`` directly with the item they hold when their data source
/// is this adapter: looking the item up by index path, as the protocol's form must,
/// costs O(n) per item.
@MainActor
final class ItemClosureSource<Answer> {
    /// The closure the behavior was made with; nil leaves the item alone.
    let answer: (BrickAttributes) -> Answer?

    init(_ answer: @escaping (BrickAttributes) -> Answer?) {
        self.answer = answer
    }

    /// The closure's answer for the item at `indexPath` with `identifier` in `layout`
    /// (nil when no such item is laid out).
    func answer(
        forItemAt indexPath: BrickIndexPath, withIdentifier identifier: String, in layout: BehaviorLayout
    ) -> Answer? {
        layout.items.first { $0.indexPath == indexPath && $0.identifier == identifier }.flatMap(answer)
    }
}
