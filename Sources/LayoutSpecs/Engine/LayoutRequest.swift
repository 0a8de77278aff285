/// What a node is asked to lay out in: its border box's available width and height (its
/// margins already taken off) with Yoga's measure modes, and the sizes its percentages
/// resolve against (the parent's content box).
struct LayoutRequest: Equatable {
    typealias Mode = LayoutConstraint.Mode

    /// The available width, nil when unconstrained.
    var width: Double?
    var widthMode: Mode
    /// The available height, nil when unconstrained.
    var height: Double?
    var heightMode: Mode
    /// The parent's content width, for percentages (nil: unknown).
    var ownerWidth: Double?
    /// The parent's content height, for percentages (nil: unknown).
    var ownerHeight: Double?

    init(width: Double?, widthMode: Mode, height: Double?, heightMode: Mode, ownerWidth: Double?, ownerHeight: Double?)
    {
        self.width = width
        self.widthMode = width == nil ? .unconstrained : widthMode
        self.height = height
        self.heightMode = height == nil ? .unconstrained : heightMode
        self.ownerWidth = ownerWidth
        self.ownerHeight = ownerHeight
    }

    /// A request in main/cross terms for a container whose main axis is horizontal when `isRow`.
    init(
        main: Double?, mainMode: Mode, cross: Double?, crossMode: Mode, isRow: Bool,
        ownerWidth: Double?, ownerHeight: Double?
    ) {
        if isRow {
            self.init(
                width: main, widthMode: mainMode, height: cross, heightMode: crossMode,
                ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        } else {
            self.init(
                width: cross, widthMode: crossMode, height: main, heightMode: mainMode,
                ownerWidth: ownerWidth, ownerHeight: ownerHeight)
        }
    }

    /// Whether `other` asks the same, the parent's size compared only when it matters.
    func isSame(as other: LayoutRequest, comparingParentSize: Bool) -> Bool {
        width == other.width && widthMode == other.widthMode && height == other.height
            && heightMode == other.heightMode
            && (!comparingParentSize || (ownerWidth == other.ownerWidth && ownerHeight == other.ownerHeight))
    }
}
