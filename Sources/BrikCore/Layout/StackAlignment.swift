/// How a stack places its children across its axis (`UIStackView.Alignment`).
public enum StackAlignment: Hashable, Sendable, CaseIterable {
    /// Every child takes the stack's whole cross extent.
    case fill
    /// Children at the start: left in a ``VBrik`` (right in a right-to-left layout),
    /// top in an ``HBrik``.
    case leading
    /// Children centred (an odd spare cell goes after the child).
    case center
    /// Children at the end: right in a ``VBrik`` (left in a right-to-left layout),
    /// bottom in an ``HBrik``.
    case trailing
    /// ``HBrik`` only: the first text rows of the children on one row.
    /// In a ``VBrik`` it is the same as ``leading``.
    case firstBaseline
    /// ``HBrik`` only: the last text rows of the children on one row.
    /// In a ``VBrik`` it is the same as ``trailing``.
    case lastBaseline

    /// Top, for an ``HBrik`` (the same as ``leading``).
    public static let top = StackAlignment.leading
    /// Bottom, for an ``HBrik`` (the same as ``trailing``).
    public static let bottom = StackAlignment.trailing
}

/// How a stack sizes and spaces its children along its axis (`UIStackView.Distribution`).
public enum StackDistribution: Hashable, Sendable, CaseIterable {
    /// Children keep their ideal sizes; spare cells go, shared equally, to the
    /// children that hug their content least (a ``Spacer`` before any widget);
    /// missing cells are taken from the last children first.
    case fill
    /// Every child gets the same size; the stack is filled exactly.
    case fillEqually
    /// Sizes in proportion to the children's ideal sizes; the stack is filled exactly.
    case fillProportionally
    /// Children keep their ideal sizes; the gaps between them are equal (at least `spacing`).
    case equalSpacing
    /// Children keep their ideal sizes; their centres are equally far apart
    /// (falls back to ``equalSpacing`` when that would bring two closer than `spacing`).
    case equalCentering
}
