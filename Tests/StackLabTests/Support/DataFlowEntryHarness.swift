import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// The data flow, environment, lifecycle, gesture, accessibility and animation entries, called as
/// SwiftUI code calls them (every overload), on a 40 × 20 colour. Accepted modifiers change nothing the
/// lab lays out, so each view is still 40 × 20.
protocol DataFlowEntryHarness {}

extension DataFlowEntryHarness {
    /// Lays every view out with nothing proposed and checks that it keeps the colour's 40 × 20.
    func expectSized(_ views: [AnyView], _ expected: Size = Size(width: 40, height: 20), sourceLocation: SourceLocation = #_sourceLocation) {
        RecordingContext().run {
            for (index, view) in views.enumerated() {
                let size = layout(.unspecified) { view }.size
                #expect(size == expected, "view \(index)", sourceLocation: sourceLocation)
            }
        }
    }
}

/// A row model for accessibility rotors.
nonisolated struct RotorItem: Identifiable {
    let id: Int
    var name: String
}

/// An observable model for `.environment(_:)`.
@Observable final class EntriesModel {
    var title = "model"
}

/// A pre-Observation model for `.environmentObject(_:)`.
final class EntriesStore: ObservableObject {
    @Published var count = 0
}

/// A view compared by value, for `.equatable()`.
nonisolated struct EntriesEquatableBox: View, Equatable {
    let value: Int
    var body: some View { Color.red.frame(width: 40, height: 20) }
}

/// A value the keyframe entries animate.
nonisolated struct EntriesKeyframeValue {
    var scale = 1.0
    var offset = 0.0
}
