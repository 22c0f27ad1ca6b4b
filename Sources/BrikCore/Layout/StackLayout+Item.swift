import BrikRendering

extension StackLayout {
    /// What the stack layout knows of a child besides how to measure it: its priorities,
    /// its rule along the axis and its bounds. A stack of bricks hands these over with one
    /// measuring function for all children, instead of a closure per child.
    struct Traits {
        var huggingPriority: Int
        var compressionResistance: Int
        var length: Length
        var minimumLength: Int
        var maximumLength: Int
        var keepsCrossExtent: Bool
        var spansCross: Bool

        init(
            huggingPriority: Int, compressionResistance: Int, length: Length, minimumLength: Int, maximumLength: Int,
            keepsCrossExtent: Bool, spansCross: Bool
        ) {
            self.huggingPriority = huggingPriority
            self.compressionResistance = compressionResistance
            self.length = length
            self.minimumLength = max(0, minimumLength)
            self.maximumLength = max(self.minimumLength, maximumLength)
            self.keepsCrossExtent = keepsCrossExtent
            self.spansCross = spansCross
        }
    }

    /// One child as the stack sees it.
    public struct Item {
        /// The child's size for a proposal (its `sizeThatFits`, cross-axis dimension applied).
        public var measure: (ProposedSize) -> Size
        /// The row of the child's first text line, for a child of `size`.
        public var firstBaseline: (Size) -> Int
        /// The row of the child's last text line, for a child of `size`.
        public var lastBaseline: (Size) -> Int
        var traits: Traits

        /// How strongly the child keeps its ideal size along the axis; lower grows first.
        public var huggingPriority: Int {
            get { traits.huggingPriority }
            set { traits.huggingPriority = newValue }
        }
        /// How strongly the child resists shrinking along the axis; lower shrinks first.
        public var compressionResistance: Int {
            get { traits.compressionResistance }
            set { traits.compressionResistance = newValue }
        }
        /// The rule of the child's length along the axis.
        public var length: Length {
            get { traits.length }
            set { traits.length = newValue }
        }
        /// The fewest cells the child takes along the axis while others can still give way.
        public var minimumLength: Int {
            get { traits.minimumLength }
            set { traits.minimumLength = newValue }
        }
        /// The most cells the child takes along the axis.
        public var maximumLength: Int {
            get { traits.maximumLength }
            set { traits.maximumLength = newValue }
        }
        /// Whether the child keeps its measured cross extent under a filling alignment
        /// (it has a cross-axis dimension of its own).
        public var keepsCrossExtent: Bool {
            get { traits.keepsCrossExtent }
            set { traits.keepsCrossExtent = newValue }
        }
        /// Whether the child always takes the whole cross extent (``Brick/spansStackCrossAxis``: a ``Divider``).
        public var spansCross: Bool {
            get { traits.spansCross }
            set { traits.spansCross = newValue }
        }

        /// An item from its measuring function and layout traits.
        public init(
            huggingPriority: Int = 250,
            compressionResistance: Int = 750,
            length: Length = .measured,
            minimumLength: Int = 0,
            maximumLength: Int = Int.max,
            keepsCrossExtent: Bool = false,
            spansCross: Bool = false,
            firstBaseline: @escaping (Size) -> Int = { _ in 0 },
            lastBaseline: @escaping (Size) -> Int = { max(0, $0.height - 1) },
            measure: @escaping (ProposedSize) -> Size
        ) {
            self.measure = measure
            self.firstBaseline = firstBaseline
            self.lastBaseline = lastBaseline
            self.traits = Traits(
                huggingPriority: huggingPriority, compressionResistance: compressionResistance, length: length,
                minimumLength: minimumLength, maximumLength: maximumLength, keepsCrossExtent: keepsCrossExtent,
                spansCross: spansCross)
        }
    }
}
