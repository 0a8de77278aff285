/// A container being laid out, in main and cross terms: what its children's flex basis,
/// lines, flexing and alignment are computed against.
struct FlexContainer {
    typealias Mode = LayoutRequest.Mode

    let index: Int
    let flexDirection: FlexDirection
    let flexWrap: FlexWrap
    let justifyContent: JustifyContent
    let alignItems: LayoutAlignment
    let alignContent: LayoutAlignment
    let flexGrow: Double
    let box: NodeBox
    let request: LayoutRequest
    let isRow: Bool
    /// The content box's width and height, when known (the children's percentage bases).
    let innerWidth: Double?
    let innerHeight: Double?
    /// What the children's percentages are of: the content box's width and height when
    /// they are definite (exact), else nothing (a percentage of a size being worked out
    /// counts as `auto`, as in CSS).
    let percentBaseWidth: Double?
    let percentBaseHeight: Double?
    let mainGap: Double
    let crossGap: Double

    init(index: Int, style: LayoutStyle.Unretained, box: NodeBox, request: LayoutRequest) {
        self.index = index
        flexDirection = style.flexDirection
        flexWrap = style.flexWrap
        justifyContent = style.justifyContent
        alignItems = style.alignItems
        alignContent = style.alignContent
        flexGrow = style.flexGrow
        self.box = box
        self.request = request
        isRow = style.flexDirection.isRow
        innerWidth = request.width.map {
            max(0, NodeBox.clamp($0, box.minimumWidth, box.maximumWidth) - box.paddingBorderWidth)
        }
        innerHeight = request.height.map {
            max(0, NodeBox.clamp($0, box.minimumHeight, box.maximumHeight) - box.paddingBorderHeight)
        }
        // Definite: exact, or fixed by a minimum equal to the maximum.
        let fixedWidth = box.minWidth != nil && box.minWidth == box.maxWidth
        let fixedHeight = box.minHeight != nil && box.minHeight == box.maxHeight
        percentBaseWidth = request.widthMode == .exactly || fixedWidth ? innerWidth : nil
        percentBaseHeight = request.heightMode == .exactly || fixedHeight ? innerHeight : nil
        let percentMain = isRow ? percentBaseWidth : percentBaseHeight
        let percentCross = isRow ? percentBaseHeight : percentBaseWidth
        mainGap = (isRow ? style.columnGap : style.rowGap).resolved(against: percentMain) ?? 0
        crossGap = (isRow ? style.rowGap : style.columnGap).resolved(against: percentCross) ?? 0
    }

    // MARK: Main and cross

    var innerMain: Double? { isRow ? innerWidth : innerHeight }
    var innerCross: Double? { isRow ? innerHeight : innerWidth }
    var percentBaseMain: Double? { isRow ? percentBaseWidth : percentBaseHeight }
    var mainMode: Mode { isRow ? request.widthMode : request.heightMode }
    var crossMode: Mode { isRow ? request.heightMode : request.widthMode }
    var requestedMain: Double? { isRow ? request.width : request.height }
    var requestedCross: Double? { isRow ? request.height : request.width }
    var paddingBorderMain: Double { isRow ? box.paddingBorderWidth : box.paddingBorderHeight }
    var paddingBorderCross: Double { isRow ? box.paddingBorderHeight : box.paddingBorderWidth }
    var minMain: Double? { isRow ? box.minWidth : box.minHeight }
    var maxMain: Double? { isRow ? box.maxWidth : box.maxHeight }
    /// The limits NaN where there is none (see ``NodeBox/minimumWidth``).
    var minimumMain: Double { isRow ? box.minimumWidth : box.minimumHeight }
    var maximumMain: Double { isRow ? box.maximumWidth : box.maximumHeight }
    var minimumCross: Double { isRow ? box.minimumHeight : box.minimumWidth }
    var maximumCross: Double { isRow ? box.maximumHeight : box.maximumWidth }
    var isWrapping: Bool { flexWrap != .noWrap }
    var isMainReversed: Bool { flexDirection.isReversed }
    var isCrossReversed: Bool { flexWrap == .wrapReverse }

    /// Padding and border where children start along the main axis (the far edge when reversed).
    var leadingMainPadding: Double {
        switch flexDirection {
        case .row: return box.leading.left
        case .rowReverse: return box.trailing.right
        case .column: return box.leading.top
        case .columnReverse: return box.trailing.bottom
        }
    }

    var trailingMainPadding: Double { paddingBorderMain - leadingMainPadding }

    /// Padding and border where lines start along the cross axis.
    var leadingCrossPadding: Double {
        switch (isRow, isCrossReversed) {
        case (true, false): return box.leading.top
        case (true, true): return box.trailing.bottom
        case (false, false): return box.leading.left
        case (false, true): return box.trailing.right
        }
    }

    /// A request for a child in main/cross terms, its percentages against this content box.
    func childRequest(main: Double?, mainMode: Mode, cross: Double?, crossMode: Mode) -> LayoutRequest {
        LayoutRequest(
            main: main, mainMode: mainMode, cross: cross, crossMode: crossMode, isRow: isRow,
            ownerWidth: percentBaseWidth, ownerHeight: percentBaseHeight)
    }

    /// The alignment of a child across its line.
    func alignment(of child: LayoutStyle.Unretained) -> LayoutAlignment {
        child.alignSelf == .auto ? alignItems : child.alignSelf
    }

    // MARK: A child's box in main and cross terms

    func main(_ size: LayoutSize) -> Double { isRow ? size.width : size.height }
    func cross(_ size: LayoutSize) -> Double { isRow ? size.height : size.width }

    func clampMain(_ value: Double, _ child: NodeBox) -> Double {
        isRow ? child.clampWidth(value) : child.clampHeight(value)
    }

    func clampCross(_ value: Double, _ child: NodeBox) -> Double {
        isRow ? child.clampHeight(value) : child.clampWidth(value)
    }

    func marginsMain(_ child: NodeBox) -> Double { isRow ? child.marginWidth : child.marginHeight }
    func marginsCross(_ child: NodeBox) -> Double { isRow ? child.marginHeight : child.marginWidth }
    func paddingBorderMain(_ child: NodeBox) -> Double {
        isRow ? child.paddingBorderWidth : child.paddingBorderHeight
    }

    /// The child's margin where it starts along the main axis, and whether it is `auto`.
    func leadingMainMargin(_ child: NodeBox) -> (Double, isAuto: Bool) {
        switch flexDirection {
        case .row: return (child.margin.left, child.autoMarginLeft)
        case .rowReverse: return (child.margin.right, child.autoMarginRight)
        case .column: return (child.margin.top, child.autoMarginTop)
        case .columnReverse: return (child.margin.bottom, child.autoMarginBottom)
        }
    }

    func trailingMainMargin(_ child: NodeBox) -> (Double, isAuto: Bool) {
        switch flexDirection {
        case .row: return (child.margin.right, child.autoMarginRight)
        case .rowReverse: return (child.margin.left, child.autoMarginLeft)
        case .column: return (child.margin.bottom, child.autoMarginBottom)
        case .columnReverse: return (child.margin.top, child.autoMarginTop)
        }
    }

    /// The child's margin where its line starts along the cross axis, and whether it is `auto`.
    func leadingCrossMargin(_ child: NodeBox) -> (Double, isAuto: Bool) {
        switch (isRow, isCrossReversed) {
        case (true, false): return (child.margin.top, child.autoMarginTop)
        case (true, true): return (child.margin.bottom, child.autoMarginBottom)
        case (false, false): return (child.margin.left, child.autoMarginLeft)
        case (false, true): return (child.margin.right, child.autoMarginRight)
        }
    }

    func trailingCrossMargin(_ child: NodeBox) -> (Double, isAuto: Bool) {
        switch (isRow, isCrossReversed) {
        case (true, false): return (child.margin.bottom, child.autoMarginBottom)
        case (true, true): return (child.margin.top, child.autoMarginTop)
        case (false, false): return (child.margin.right, child.autoMarginRight)
        case (false, true): return (child.margin.left, child.autoMarginLeft)
        }
    }

    /// The child's own size along the cross axis, when its style gives one that resolves.
    func definedCross(_ child: LayoutStyle.Unretained) -> Double? {
        isRow ? child.height.resolved(against: percentBaseHeight) : child.width.resolved(against: percentBaseWidth)
    }

    func definedMain(_ child: LayoutStyle.Unretained) -> Double? {
        isRow ? child.width.resolved(against: percentBaseWidth) : child.height.resolved(against: percentBaseHeight)
    }

    /// The child's maximum cross size.
    func maxCross(_ child: NodeBox) -> Double? { isRow ? child.maxHeight : child.maxWidth }
}
