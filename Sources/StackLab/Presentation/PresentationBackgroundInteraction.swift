import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// Whether the view behind a sheet takes touches (SwiftUI's `PresentationBackgroundInteraction`).
public struct PresentationBackgroundInteraction: Sendable {
    let detent: PresentationDetent?
    let enabled: Bool?
    /// As the platform decides.
    public static var automatic: PresentationBackgroundInteraction { PresentationBackgroundInteraction(detent: nil, enabled: nil) }
    /// It does.
    public static var enabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(detent: nil, enabled: true) }
    /// It does up through `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(detent: detent, enabled: true)
    }
    /// It does not.
    public static var disabled: PresentationBackgroundInteraction { PresentationBackgroundInteraction(detent: nil, enabled: false) }
}
