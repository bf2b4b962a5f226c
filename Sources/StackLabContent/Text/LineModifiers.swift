import Foundation
@_spi(Nodes) import StackLabCore

/// How text inside a view uses its lines, as SwiftUI's View modifiers spell it: how many it may take
/// and at least takes, the space between them, their alignment, case, and what happens when text does
/// not fit.
extension View {
    /// The most lines text inside may take (nil: as many as it needs).
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        writingLineLimit(LineLimitWrite(maximum: number, minimum: nil))
    }

    /// At least `limit.lowerBound` lines (their height reserved), and as many more as text needs.
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        writingLineLimit(LineLimitWrite(maximum: nil, minimum: limit.lowerBound))
    }

    /// At most `limit.upperBound` lines.
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        writingLineLimit(LineLimitWrite(maximum: limit.upperBound, minimum: nil))
    }

    /// Between `limit.lowerBound` lines (their height reserved) and `limit.upperBound`.
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        writingLineLimit(LineLimitWrite(maximum: limit.upperBound, minimum: limit.lowerBound))
    }

    /// At most `limit` lines; with `reservesSpace`, always the height of `limit` lines.
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        writingLineLimit(LineLimitWrite(maximum: limit, minimum: reservesSpace ? limit : nil))
    }

    nonisolated private func writingLineLimit(_ write: LineLimitWrite) -> some View {
        EnvironmentWriter(content: self, apply: { environment in
            environment.lineLimit = write.maximum
            if environment.lineLimitMinimum != write.minimum { environment.lineLimitMinimum = write.minimum }
        }, value: write)
    }

    /// Extra space between the lines of text inside, in points: a text of n lines is (n − 1) × `lineSpacing`
    /// taller, as TextKit adds a paragraph's line spacing between line fragments.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }

    /// How the lines of multiline text inside align within its frame.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Which end of text inside that does not fit is cut (a cut line is as wide either way).
    nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Whether text inside may tighten its letters before it truncates (the lab truncates without
    /// tightening).
    nonisolated public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }

    /// How far text inside may shrink to fit before it truncates.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }

    /// The case text inside is shown in: it is laid out in that case, so its width is the cased text's.
    nonisolated public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}

/// A line limit a view writes: its most and fewest lines.
struct LineLimitWrite: Equatable, Sendable {
    var maximum: Int?
    var minimum: Int?
}
