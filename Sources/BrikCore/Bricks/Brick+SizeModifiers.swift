import BrikRendering

extension Brick {
    /// Sets the width rule, honoured by every container (see ``BrickDimension``).
    @discardableResult
    public func width(_ dimension: BrickDimension) -> Self {
        brickSize.width = dimension
        return self
    }

    /// Sets the height rule, honoured by every container (see ``BrickDimension``).
    @discardableResult
    public func height(_ dimension: BrickDimension) -> Self {
        brickSize.height = dimension
        return self
    }

    /// Sets the BrickKit identifier.
    @discardableResult
    public func identifier(_ identifier: String) -> Self {
        self.identifier = identifier
        return self
    }
}
