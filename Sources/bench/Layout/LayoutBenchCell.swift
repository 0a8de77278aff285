import LayoutSpecs
import SeededRandom

/// The feed row `bench layout` lays out: a row with an avatar (and an absolute badge on it),
/// a column of three texts (a header row of name and time, the body, a footnote) and a row
/// of actions: 20 nodes, four of them texts measured by `MonospacedTextMeasurer`.
struct LayoutBenchCell {
    static let nodeCount = 20
    static let measurer = MonospacedTextMeasurer()
    static let bodyFont = TextFont.system(size: 15)
    static let smallFont = TextFont.system(size: 13)

    var name: String
    var time: String
    var body: String
    var footnote: String
    var counts: [String]

    /// A cell with texts of seeded random lengths.
    init(random: inout SplitMix64) {
        let words = ["milk", "bread", "a", "tomorrow", "📦", "日本", "delivery", "the", "weekend", "on", "friends"]
        func sentence(_ count: Int) -> String {
            (0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        name = sentence(2)
        time = "\(random.next() % 59 + 1)m"
        body = sentence(Int(random.next() % 30) + 3)
        footnote = sentence(Int(random.next() % 6) + 1)
        counts = (0..<3).map { _ in String(random.next() % 999) }
    }

    /// The cell type's styles, set up once and shared by every row (a style is one
    /// reference wide until it changes).
    private enum Styles {
        static let row: LayoutStyle = {
            var row = LayoutStyle()
            row.flexDirection = .row
            row.padding = LayoutEdges(all: 12)
            row.columnGap = 12
            return row
        }()
        static let avatar: LayoutStyle = {
            var avatar = LayoutStyle()
            avatar.width = 48
            avatar.height = 48
            return avatar
        }()
        static let badge: LayoutStyle = {
            var badge = LayoutStyle()
            badge.position = .absolute
            badge.insets = LayoutEdges(left: .auto, top: .auto, right: 0, bottom: 0)
            badge.width = 14
            badge.height = 14
            return badge
        }()
        static let column: LayoutStyle = {
            var column = LayoutStyle()
            column.flexGrow = 1
            column.flexShrink = 1
            column.rowGap = 4
            return column
        }()
        static let header: LayoutStyle = {
            var header = LayoutStyle()
            header.flexDirection = .row
            header.justifyContent = .spaceBetween
            return header
        }()
        static let name: LayoutStyle = {
            var name = LayoutStyle()
            name.flexShrink = 1
            return name
        }()
        static let actions: LayoutStyle = {
            var actions = LayoutStyle()
            actions.flexDirection = .row
            actions.columnGap = 16
            actions.margin.top = 8
            actions.alignItems = .center
            return actions
        }()
        static let action: LayoutStyle = {
            var action = LayoutStyle()
            action.flexDirection = .row
            action.columnGap = 4
            action.alignItems = .center
            return action
        }()
        static let icon: LayoutStyle = {
            var icon = LayoutStyle()
            icon.width = 16
            icon.height = 16
            return icon
        }()
        static let more: LayoutStyle = {
            var more = LayoutStyle()
            more.width = 24
            more.height = 16
            more.margin.left = .auto
            return more
        }()
    }

    /// The cell's layout tree.
    var spec: LayoutNode {
        let measurer = Self.measurer
        let (row, avatar, badge, column, header) = (
            Styles.row, Styles.avatar, Styles.badge, Styles.column, Styles.header
        )
        let (name, actions, action, icon, more) = (Styles.name, Styles.actions, Styles.action, Styles.icon, Styles.more)
        let actionNodes = counts.map { count in
            LayoutNode(
                style: action,
                children: [
                    LayoutNode(style: icon), .text(count, font: Self.smallFont, maximumLines: 1, measurer: measurer),
                ])
        }
        return LayoutNode(
            style: row,
            children: [
                LayoutNode(style: avatar, children: [LayoutNode(style: badge)]),
                LayoutNode(
                    style: column,
                    children: [
                        LayoutNode(
                            style: header,
                            children: [
                                .text(self.name, font: Self.bodyFont, maximumLines: 1, measurer: measurer, style: name),
                                .text(time, font: Self.smallFont, maximumLines: 1, measurer: measurer),
                            ]),
                        .text(body, font: Self.bodyFont, measurer: measurer),
                        .text(footnote, font: Self.smallFont, maximumLines: 2, measurer: measurer),
                        LayoutNode(style: actions, children: actionNodes + [LayoutNode(style: more)]),
                    ]),
            ])
    }

    /// The reference: the row's height computed by hand, as a team writes a measuring
    /// function for it today (the same texts, the same measurer, the same spacing).
    func handWrittenHeight(width: Double) -> Double {
        let textWidth = max(0, width - 12 - 48 - 12 - 12)
        let measurer = Self.measurer
        let nameHeight = measurer.measure(name, font: Self.bodyFont, width: nil, maximumLines: 1).size.height
        let timeHeight = measurer.measure(time, font: Self.smallFont, width: nil, maximumLines: 1).size.height
        let bodyHeight = measurer.measure(body, font: Self.bodyFont, width: textWidth, maximumLines: 0).size.height
        let footHeight = measurer.measure(footnote, font: Self.smallFont, width: textWidth, maximumLines: 2).size.height
        var countHeight = 16.0
        for count in counts {
            countHeight = max(
                countHeight, measurer.measure(count, font: Self.smallFont, width: nil, maximumLines: 1).size.height)
        }
        let column = max(nameHeight, timeHeight) + 4 + bodyHeight + 4 + footHeight + 4 + 8 + countHeight
        // Rounded as the layout rounds the root: to the nearest point, halves up.
        return (max(48, column) + 24).rounded(.toNearestOrAwayFromZero)
    }
}
