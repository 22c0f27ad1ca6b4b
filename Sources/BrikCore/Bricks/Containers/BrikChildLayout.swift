import BrikRendering

/// What places a ``Brik``'s children by constraints: the constraint module's solver,
/// attached to a Brik when the first constraint is made on it or its children. A Brik
/// without one places its children by their placements and pays nothing for constraints.
///
/// The seam between the kernel, which lays out a Brik, and `BrikConstraints`, which holds
/// the SnapKit DSL and the solver: the kernel names no constraint type.
@MainActor
package protocol BrikChildLayout: AnyObject {
    /// Whether any constraint was made (active or not): the Brik is then measured and laid
    /// out at every pass, as constraints may tie a child to any brick and animate with time.
    var hasConstraints: Bool { get }
    /// Whether active constraints place the children (else their placements do).
    var solvesChildren: Bool { get }
    /// Whether an active constraint sizes the container itself.
    var constrainsItself: Bool { get }
    /// Drops the solved layout: the next layout solves again.
    func invalidate()
    /// Reports constraints that are made but cannot apply (the children placed otherwise).
    func checkConstraints(in size: Size, context: LayoutContext)
    /// `natural`, the content's size, as the container's own constraints change it within `proposal`.
    func constrainedSize(_ natural: Size, within proposal: ProposedSize, context: LayoutContext) -> Size
    /// The smallest content size the children's constraints allow within `proposal`.
    func fittingSize(within proposal: ProposedSize, context: LayoutContext) -> Size
    /// Sets the children's frames inside `area` (the content area, in screen cells).
    func placeChildren(in area: Rect, context: LayoutContext)
}
