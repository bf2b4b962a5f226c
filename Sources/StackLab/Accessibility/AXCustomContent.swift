import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// Custom accessibility content, as the Accessibility framework declares it; SwiftUI's
/// `accessibilityCustomContent` modifiers take its `Importance`.
public final class AXCustomContent {
    /// Whether VoiceOver reads the content at once or on request.
    public enum Importance: UInt, Sendable {
        /// On request.
        case `default`
        /// At once.
        case high
    }

    private init() {}
}
