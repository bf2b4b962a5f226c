import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// The text entries, written as SwiftUI code calls them (derived from SwiftUI's iOS 18 signatures),
/// built and laid out: if their files compile against `import StackLab`, so do cells that use them.
protocol TextEntryHarness {}

extension TextEntryHarness {
    /// Lays each view out at an unspecified proposal and at 200 pt wide; every size is finite.
    func layOut(_ views: [AnyView]) {
        for view in views {
            let ideal = layout(.unspecified) { view }
            let narrow = layout(ProposedSize(width: 200, height: nil)) { view }
            #expect(ideal.size.width.isFinite && ideal.size.height.isFinite)
            #expect(narrow.size.width <= 200 || ideal.size.width <= 200)
        }
    }
}

/// A discrete format style that gives an attributed string, for the time-data-source initializers.
struct AttributedClock: DiscreteFormatStyle {
    func format(_ value: Date) -> AttributedString { AttributedString(Date.FormatStyle().format(value)) }
    func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
    func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(1) }
}
