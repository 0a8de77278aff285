import LayoutSpecs

/// How a comment row is laid out (`ItemSizing.layout`): a 16-point avatar, then the text
/// `Author: comment`, wrapped, in 16-point type, 12 points in from every edge. A one-line
/// comment is 44 points tall (12 + 20 + 12) and every further line adds 20 (at 320 points
/// a line holds 34 columns with `MonospacedTextMeasurer`).
///
/// ```text
/// ┌──────────────────────────────────────────┐
/// │ (A) Alan Turing: a comment that wraps    │
/// │     over two lines                       │
/// └──────────────────────────────────────────┘
/// ```
public enum FeedCommentLayout {
    /// The avatar's path in the tree (child indexes from the root).
    public static let avatarPath = [0]
    /// The text's path in the tree.
    public static let textPath = [1]
    /// The text's font.
    public static let font = TextFont.system(size: 16)

    /// The tree of `comment`, its text measured by `measurer`.
    public static func node(for comment: FeedCommentViewState, measurer: some TextMeasuring) -> LayoutNode {
        LayoutNode(
            style: rowStyle,
            children: [
                LayoutNode(content: .fixed(LayoutSize(width: 16, height: 16))),
                .text(text(of: comment), font: font, measurer: measurer, style: textStyle),
            ])
    }

    /// What the comment's text node shows.
    public static func text(of comment: FeedCommentViewState) -> String {
        "\(comment.author): \(comment.text)"
    }

    // MARK: Private

    private static let rowStyle: LayoutStyle = {
        var style = LayoutStyle()
        style.flexDirection = .row
        style.alignItems = .flexStart
        style.padding = LayoutEdges(all: 12)
        style.columnGap = 8
        return style
    }()

    private static let textStyle: LayoutStyle = {
        var style = LayoutStyle()
        style.flexGrow = 1
        style.flexShrink = 1
        return style
    }()
}
