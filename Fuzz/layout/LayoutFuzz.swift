import BrikRendering

@testable import BrikCore

/// libFuzzer target: layout of random brick trees and random flows.
///
/// Half the inputs build a tree of ``Section``s, ``VBrik``s, ``HBrik``s and
/// ``Label``s with random dimensions (ratios, fixed, fill, auto, ratio
/// heights), insets and alignments, and lay it out on a ``TestTerminal`` of a
/// random size. No behavior is involved, so every child must lie inside its
/// parent's frame (a section's child horizontally inside the row unless it is
/// wider than the row — documented: it sits alone and is clipped — and
/// vertically unless the section was squeezed below its measured height by an
/// over-full stack, which documentedly shrinks its last children); children of
/// a section never overlap. The other half lays out rows of ratio bricks that
/// add up to the whole row with ``FlowLayout`` directly: each group must fill
/// one row exactly, gaps exactly the inset, rows never overlapping.
@_cdecl("LLVMFuzzerTestOneInput")
public func layoutFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    if input.bool() {
        MainActor.assumeIsolated { fuzzTree(&input) }
    } else {
        fuzzRatioRows(&input)
    }
    return 0
}

// MARK: - Trees

@MainActor
private func fuzzTree(_ input: inout FuzzInput) {
    let screen = Size(width: input.int(in: 1...120), height: input.int(in: 1...40))
    var budget = 40  // bricks per tree, so a case stays fast
    let root = Section(inset: input.int(in: 0...3), edgeInsets: insets(&input))
    for child in children(&input, depth: 0, budget: &budget) { root.addChild(child) }
    treeRoot = root
    let terminal = TestTerminal(root: root, size: screen)
    treeStage = "at \(screen)"
    checkTree(root, isRoot: true)
    // A resize lays the same tree out again; the invariants hold at any size.
    let resized = Size(width: input.int(in: 1...120), height: input.int(in: 1...40))
    terminal.resize(to: resized)
    treeStage = "at \(screen), then resized to \(resized)"
    checkTree(root, isRoot: true)
    treeRoot = nil
}

/// The tree being checked, dumped when an invariant fails.
@MainActor private var treeRoot: Brick?
/// The screen sizes the tree was laid out at, for the message.
@MainActor private var treeStage = ""

/// The tree as indented lines: type, size rules, frame.
@MainActor
private func dump(_ brick: Brick, _ indent: String = "") -> String {
    var line = "\(indent)\(brick) \(brick.brickSize.width) × \(brick.brickSize.height) at \(brick.frame)"
    if brick.isHidden { line += " hidden" }
    if let label = brick as? Label { line += " \(label.text.debugDescription)" }
    if let stack = brick as? StackBrik { line += " \(stack.distribution) spacing \(stack.spacing)" }
    if let section = brick as? Section {
        line += " inset \(section.inset)/\(section.verticalInset.map(String.init) ?? "-") edges \(section.edgeInsets)"
        line +=
            " \(section.alignment.horizontal)/\(section.alignment.vertical) rowHeights \(section.alignRowHeights) ratio \(section.widthRatio)"
    }
    if brick.border != nil { line += " bordered" }
    return ([line] + brick.children.map { dump($0, indent + "  ") }).joined(separator: "\n")
}

/// `check` with the whole tree appended to the message.
@MainActor
private func checkInTree(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    check(condition(), "\(message())\n\(treeStage)\n\(treeRoot.map { dump($0) } ?? "")")
}

@MainActor
private func children(_ input: inout FuzzInput, depth: Int, budget: inout Int) -> [Brick] {
    var result: [Brick] = []
    for _ in 0..<input.int(in: 0...5) where budget > 0 {
        budget -= 1
        result.append(brick(&input, depth: depth + 1, budget: &budget))
    }
    return result
}

@MainActor
private func brick(_ input: inout FuzzInput, depth: Int, budget: inout Int) -> Brick {
    let brick: Brick
    switch depth < 5 ? input.int(in: 0...5) : 5 {
    case 0, 1:
        let section = Section(
            inset: input.int(in: 0...3), verticalInset: input.bool() ? nil : input.int(in: 0...2),
            edgeInsets: insets(&input),
            alignment: FlowAlignment(
                horizontal: input.pick(FlowHorizontalAlignment.allCases),
                vertical: input.pick(FlowVerticalAlignment.allCases)),
            alignRowHeights: input.bool())
        if input.int(in: 0...3) == 0 { section.widthRatio = Double(input.int(in: 1...12)) }
        for child in children(&input, depth: depth, budget: &budget) { section.addChild(child) }
        brick = section
    case 2:
        let stack = VBrik(alignment: .fill, spacing: input.int(in: 0...2), distribution: input.pick(distributions))
        for child in children(&input, depth: depth, budget: &budget) { stack.addChild(child) }
        brick = stack
    case 3:
        let stack = HBrik(alignment: .fill, spacing: input.int(in: 0...2), distribution: input.pick(distributions))
        for child in children(&input, depth: depth, budget: &budget) { stack.addChild(child) }
        brick = stack
    default:
        brick = Label(input.pick(texts))
    }
    brick.brickSize = BrickSize(width: width(&input), height: height(&input, isContainer: !(brick is Label)))
    if input.int(in: 0...7) == 0 { brick.border = .single }
    if input.int(in: 0...7) == 0 { brick.isHidden = true }
    return brick
}

private let distributions: [StackDistribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
private let texts = ["", "a", "hello", "one two three four five", "中文字", "line\nbreak", String(repeating: "x ", count: 30)]

private func insets(_ input: inout FuzzInput) -> EdgeInsets {
    input.bool()
        ? .zero
        : EdgeInsets(
            top: input.int(in: 0...2), left: input.int(in: 0...3), bottom: input.int(in: 0...2), right: input.int(in: 0...3))
}

private func width(_ input: inout FuzzInput) -> BrickDimension {
    switch input.int(in: 0...5) {
    case 0: .ratio(ratio: 1)
    case 1: .ratio(ratio: Double(input.int(in: 1...12)) / Double(input.int(in: 1...12)))
    case 2: .fixed(size: input.int(in: 0...60))
    case 3: .fill
    case 4: .auto(estimate: .fixed(size: input.int(in: 0...30)))
    default: .ratio(ratio: 0.5)
    }
}

/// Heights of sections and stacks stay measured, so their children fit them;
/// labels get any rule.
private func height(_ input: inout FuzzInput, isContainer: Bool) -> BrickDimension {
    if isContainer { return .auto(estimate: .fixed(size: 0)) }
    switch input.int(in: 0...3) {
    case 0: return .fixed(size: input.int(in: 0...6))
    case 1: return .ratio(ratio: Double(input.int(in: 1...8)) / 4)
    default: return .auto(estimate: .fixed(size: 1))
    }
}

@MainActor
private func checkTree(_ brick: Brick, isRoot: Bool) {
    let area = brick.contentFrame
    let visible = brick.children.filter { !$0.isHidden && !$0.frame.isEmpty }
    if let section = brick as? Section {
        let isSqueezed = section.frame.height < section.sizeThatFits(ProposedSize(width: section.frame.width, height: nil)).height
        let row = Rect(
            x: area.minX + section.edgeInsets.left, y: area.minY,
            width: max(0, area.width - section.edgeInsets.horizontal), height: area.height)
        for child in visible {
            let frame = child.frame
            if frame.width <= row.width {
                checkInTree(
                    frame.minX >= row.minX && frame.maxX <= row.maxX, "\(child) at \(frame) outside the row \(row) of \(brick)")
            } else {
                checkInTree(frame.minX == row.minX, "\(child) at \(frame), wider than the row \(row), does not start it")
            }
            // A section squeezed below its measured height by an over-full stack (documented:
            // the stack shrinks its last children) clips its rows; only a full one must hold them.
            if !isRoot && !isSqueezed {
                checkInTree(
                    frame.minY >= brick.frame.minY && frame.maxY <= brick.frame.maxY,
                    "\(child) at \(frame) below \(brick) at \(brick.frame)")
            }
        }
        for (i, a) in visible.enumerated() {
            for b in visible[(i + 1)...] {
                checkInTree(!a.frame.intersects(b.frame), "\(a) at \(a.frame) overlaps \(b) at \(b.frame) in \(brick)")
            }
        }
    } else if let stack = brick as? StackBrik {
        for child in visible {
            checkInTree(
                area.contains(child.frame),
                "\(child) at \(child.frame) outside \(brick)'s content \(area) (\(stack.distribution), \(visible.count) children)"
            )
        }
    }
    for child in brick.children where !child.isHidden { checkTree(child, isRoot: false) }
}

// MARK: - Ratio rows

/// Groups of ratio bricks whose ratios add up to the section's `widthRatio`.
private func fuzzRatioRows(_ input: inout FuzzInput) {
    let widthRatio = Double(input.int(in: 1...12))
    let inset = input.int(in: 0...3)
    let edges = insets(&input)
    let width = input.int(in: 0...300)
    let flow = FlowLayout(
        inset: inset, verticalInset: input.int(in: 0...2), edgeInsets: edges,
        alignment: FlowAlignment(horizontal: input.pick(FlowHorizontalAlignment.allCases)), alignRowHeights: input.bool(),
        widthRatio: widthRatio)
    var groups: [[Double]] = []
    for _ in 0..<input.int(in: 1...4) {
        // Whole-number weights scaled so the group adds up to widthRatio.
        let weights = (0..<input.int(in: 1...6)).map { _ in Double(input.int(in: 1...9)) }
        let sum = weights.reduce(0, +)
        groups.append(weights.map { $0 * widthRatio / sum })
    }
    var heights: [Int] = []
    let items = groups.flatMap { $0 }.map { ratio in
        let height = input.int(in: 1...3)
        heights.append(height)
        return FlowLayout.Item(width: .ratio(ratio: ratio)) { _ in height }
    }
    let total = Double(max(0, width - edges.horizontal))
    // A row narrower than its insets squeezes bricks to nothing; only full-width rows must fill.
    let fits = groups.allSatisfy { group in
        group.allSatisfy { total - (widthRatio / $0 - 1) * Double(inset) >= 1 }
    }
    guard fits else { return }
    let result = flow.layout(items, width: width, environment: LayoutEnvironment(screen: Size(width: width, height: 24)))
    let context =
        "width \(width), edges \(edges), inset \(inset), widthRatio \(widthRatio), \(flow.alignment), groups \(groups), frames \(result.frames)"
    check(result.rows.count == groups.count, "\(groups.count) full groups took \(result.rows.count) rows; \(context)")
    var first = 0
    var previousBottom = Int.min
    for group in groups {
        let frames = Array(result.frames[first..<(first + group.count)])
        check(frames[0].minX == edges.left, "row of \(group) starts at \(frames[0].minX), not \(edges.left); \(context)")
        check(
            frames.last!.maxX == width - edges.right,
            "row of \(group) ends at \(frames.last!.maxX), not \(width - edges.right); \(context)")
        for (a, b) in zip(frames, frames.dropFirst()) {
            check(b.minX == a.maxX + inset, "gap between \(a) and \(b) is not \(inset); \(context)")
        }
        let top = frames.map(\.minY).min()!
        check(top >= previousBottom, "row at \(top) overlaps the row above ending at \(previousBottom)")
        previousBottom = frames.map(\.maxY).max()!
        first += group.count
    }
}
