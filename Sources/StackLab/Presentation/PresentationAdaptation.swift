import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// What a presentation becomes in a compact size class (SwiftUI's `PresentationAdaptation`).
public struct PresentationAdaptation: Sendable {
    let name: String
    /// As the platform decides.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
    /// No adaptation.
    public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
    /// A popover.
    public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
    /// A sheet.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
    /// A full-screen cover.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(name: "fullScreenCover") }
}
