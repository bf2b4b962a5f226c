import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// Whether a swipe in a sheet resizes it or scrolls its content (SwiftUI's
/// `PresentationContentInteraction`).
public struct PresentationContentInteraction: Equatable, Sendable {
    let name: String
    /// As the platform decides.
    public static var automatic: PresentationContentInteraction { PresentationContentInteraction(name: "automatic") }
    /// The sheet resizes first.
    public static var resizes: PresentationContentInteraction { PresentationContentInteraction(name: "resizes") }
    /// The content scrolls first.
    public static var scrolls: PresentationContentInteraction { PresentationContentInteraction(name: "scrolls") }
}
