import BrikTUI

/// The snippets of "Differences" that port BrickKit's README examples of model bricks and CollectionBrick.
@MainActor
enum ModelBrickSnippets {
    // snippet: brickkit-label-bricks
    /// BrickKit's first README example, as it was written there (points became cells).
    func labelBricks(in host: BrickCollectionView) {
        let section = BrickSection(bricks: [
            LabelBrick(width: .ratio(ratio: 1), text: "BRICK 1"),
            LabelBrick(width: .ratio(ratio: 1 / 2), text: "1/2 BRICK"),
            LabelBrick(width: .ratio(ratio: 1 / 2), text: "1/2 BRICK"),
            LabelBrick(width: .ratio(ratio: 1 / 3), text: "1/3 BRICK"),
            LabelBrick(width: .ratio(ratio: 1 / 3), text: "1/3 BRICK"),
            LabelBrick(width: .ratio(ratio: 1 / 3), text: "1/3 BRICK"),
        ])
        host.setSection(section)
    }
    // end-snippet

    // snippet: brickkit-collection-bricks
    /// BrickKit's strips of images (labels stand in for them): each CollectionBrick scrolls
    /// sideways on its own, its ratio widths taken of its own width, on one row.
    func strips(in host: BrickCollectionView) {
        func images(_ width: BrickDimension) -> [Brick] {
            (1...8).map { LabelBrick(width: width, text: "image \($0)") }
        }
        let section1 = BrickSection(bricks: images(.ratio(ratio: 1 / 4)))
        let section2 = BrickSection(bricks: images(.ratio(ratio: 1 / 2)))
        let section3 = BrickSection(bricks: images(.fixed(size: 12)))
        let section = BrickSection(bricks: [
            LabelBrick(text: "1/4 Ratio"),
            CollectionBrick(scrollDirection: .horizontal, dataSource: CollectionBrickCellModel(section: section1)),
            LabelBrick(text: "1/2 Ratio"),
            CollectionBrick(scrollDirection: .horizontal, dataSource: CollectionBrickCellModel(section: section2)),
            LabelBrick(text: "12 columns fixed"),
            CollectionBrick(scrollDirection: .horizontal, dataSource: CollectionBrickCellModel(section: section3)),
        ])
        host.setSection(section)
    }
    // end-snippet

    // snippet: brickkit-register-bricks
    /// Registration by identifier, and a list of a thousand rows that reuses its bricks.
    final class Rows: LabelBrickCellDataSource {
        func configureLabelBrickCell(_ brick: LabelBrick) { brick.label.text = "Row \(brick.index)" }
    }

    func registeredRows(in host: BrickCollectionView, rows: Rows) {
        host.registerBrick(identifier: "Row") { LabelBrick(variant: .chevron, dataSource: rows) }
        host.setSection(BrickSection(bricks: [host.reusableSection(itemIdentifier: "Row", count: { 1_000 })]))
    }
    // end-snippet
}
