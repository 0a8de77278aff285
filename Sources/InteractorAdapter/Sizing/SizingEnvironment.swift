/// What a row's height depends on besides its view state: the list's width, the user's text
/// size, and an epoch the app bumps to invalidate every measured height at once (a font
/// loaded, a style changed). Handed to every measuring function; a change of any part
/// measures again (see `ListAdapter.sizingEnvironment`).
///
/// ```swift
/// adapter.sizingEnvironment.width = 480                              // rotated
/// adapter.sizingEnvironment.contentSizeCategory = .accessibilityLarge // Dynamic Type
/// adapter.sizingEnvironment.epoch += 1                                // everything again
/// ```
public struct SizingEnvironment: Hashable, Sendable {
    /// The width rows are laid out in, in points.
    public var width: Double
    /// The user's preferred text size (Dynamic Type).
    public var contentSizeCategory: ContentSizeCategory
    /// Heights measured in another epoch are measured again.
    public var epoch: Int

    /// An environment of `width` points at the default text size, in epoch 0.
    public init(width: Double = 320, contentSizeCategory: ContentSizeCategory = .large, epoch: Int = 0) {
        self.width = width
        self.contentSizeCategory = contentSizeCategory
        self.epoch = epoch
    }
}

/// The user's preferred text size, named as UIKit's `UIContentSizeCategory` names it; the
/// raw value is UIKit's too, so `ContentSizeCategory(rawValue: category.rawValue)` carries
/// UIKit's value over.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's raw value, e.g. `UICTContentSizeCategoryL`.
    public var rawValue: String

    /// A category of UIKit's raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The smallest text size.
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// A small text size.
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// A medium text size.
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default text size.
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// A large text size.
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// A larger text size.
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest text size outside the accessibility sizes.
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// A large accessibility text size.
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
}
