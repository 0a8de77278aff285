import InteractorAdapter

/// How tall a chat message's row is: its text wrapped at a fixed number of characters per
/// line for the width, at a line height for the text size, plus padding. A deterministic
/// stand-in for a text layout (the same on every platform and in every replay), pure and
/// callable on any thread, so the adapter may measure messages with its background diff.
///
/// ```swift
/// ChatMessageLayout.height(of: "You: Hello · delivered", width: 320, environment: SizingEnvironment())  // 44
/// ```
public enum ChatMessageLayout {
    /// The width of a character, in points.
    public static let characterWidth = 8.0
    /// The space left and right of the text, together, in points.
    public static let horizontalPadding = 32.0
    /// The space above and below the text, together, in points.
    public static let verticalPadding = 24.0

    /// The characters that fit on one line at `width`.
    public static func charactersPerLine(atWidth width: Double) -> Int {
        max(1, Int((width - horizontalPadding) / characterWidth))
    }

    /// The height of one line of text at the text size of `category`.
    public static func lineHeight(for category: ContentSizeCategory) -> Double {
        switch category {
        case .extraSmall, .small: return 16
        case .medium, .large: return 20
        case .extraLarge, .extraExtraLarge: return 24
        default: return 30
        }
    }

    /// The height of a row showing `text` at `width` in `environment`: one line of the
    /// default text size is 44 points.
    public static func height(of text: String, width: Double, environment: SizingEnvironment) -> Double {
        let perLine = charactersPerLine(atWidth: width)
        let lines = max(1, (text.count + perLine - 1) / perLine)
        return verticalPadding + Double(lines) * lineHeight(for: environment.contentSizeCategory)
    }

    /// What a row of `message` shows, with the longest status, so that a status change
    /// never changes its height: `You: Hello · delivered`.
    public static func text(of message: OutgoingMessageViewState) -> String {
        "You: \(message.text) · \(MessageStatus.delivered.rawValue)"
    }

    /// What a row of `message` shows: `Ada: Sounds good`.
    public static func text(of message: IncomingMessageViewState) -> String {
        "\(message.author): \(message.text)"
    }
}

// The status of an outgoing message never changes its height: the height is reused.
extension OutgoingMessageViewState: SizeHashable {
    /// Its text's hash: the status does not count.
    public var sizeHash: Int { text.hashValue }
}

extension IncomingMessageViewState: SizeHashable {
    /// Its author's and text's hash.
    public var sizeHash: Int {
        var hasher = Hasher()
        hasher.combine(author)
        hasher.combine(text)
        return hasher.finalize()
    }
}
