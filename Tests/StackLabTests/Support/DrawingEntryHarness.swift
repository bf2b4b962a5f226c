import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// The images, shapes, colours and rendering entries, written as SwiftUI code calls them (derived from
/// SwiftUI's iOS 18 signatures), built and laid out.
protocol DrawingEntryHarness {}

extension DrawingEntryHarness {
    func layOut(_ views: [AnyView]) {
        for view in views {
            let result = layout(ProposedSize(width: 120, height: 80)) { view }
            #expect(result.size.width.isFinite && result.size.height.isFinite)
        }
    }
}
