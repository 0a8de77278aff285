import Foundation

/// When, after I send a message, the other side reacts. Seconds on the chat's scheduler.
///
/// The defaults: delivered after 0.5 s, read after 1 s, typing from 1.2 s, then at 2 s a
/// burst of 3 replies 0.05 s apart (each its own emission, faster than a list animation,
/// so the adapter has to coalesce them).
public struct ChatTimeline: Equatable, Sendable {
    /// Seconds until my message is delivered.
    public var deliveredAfter: TimeInterval
    /// Seconds until my message is read.
    public var readAfter: TimeInterval
    /// Seconds until the typing indicator shows.
    public var typingAfter: TimeInterval
    /// Seconds until the first reply arrives (the typing indicator goes with it).
    public var replyAfter: TimeInterval
    /// Seconds between replies of a burst.
    public var replySpacing: TimeInterval
    /// Replies in a burst.
    public var burstSize: Int

    /// Creates a timeline.
    public init(
        deliveredAfter: TimeInterval = 0.5, readAfter: TimeInterval = 1.0, typingAfter: TimeInterval = 1.2,
        replyAfter: TimeInterval = 2.0, replySpacing: TimeInterval = 0.05, burstSize: Int = 3
    ) {
        self.deliveredAfter = deliveredAfter
        self.readAfter = readAfter
        self.typingAfter = typingAfter
        self.replyAfter = replyAfter
        self.replySpacing = replySpacing
        self.burstSize = burstSize
    }
}
