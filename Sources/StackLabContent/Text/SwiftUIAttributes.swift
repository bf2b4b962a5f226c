import Foundation
@_spi(Nodes) import StackLabCore

/// SwiftUI's attributes of an attributed string (`string.font = .headline`, `string.foregroundColor =
/// .red`), as SwiftUI declares them. A `Text` of the string measures each run in its font and with its
/// kerning, tracking and baseline offset; colours and lines are drawing only.
extension AttributeScopes {
    /// SwiftUI's attributes.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// SwiftUI's attributes, with Foundation's.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font.
        public let font: FontAttribute
        /// The run's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the run.
        public let backgroundColor: BackgroundColorAttribute
        /// A line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// A line under the run.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space after each character.
        public let kern: KerningAttribute
        /// Extra space after each character, ligatures kept apart.
        public let tracking: TrackingAttribute
        /// The run moved off its baseline.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (links, language).
        public let foundation: AttributeScopes.FoundationAttributes
        #if !canImport(Darwin)
        /// Markdown's inline intents (Foundation's on Apple platforms; here so that markdown parsed on
        /// Linux keeps its emphasis).
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        #endif

        /// The font attribute.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = Font
            /// The attribute's name.
            public static let name = "SwiftUI.Font"
        }

        /// The colour attribute.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The background colour attribute.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The strikethrough attribute.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// The underline attribute.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// The kerning attribute, in points.
        public enum KerningAttribute: CodableAttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Kern"
        }

        /// The tracking attribute, in points.
        public enum TrackingAttribute: CodableAttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Tracking"
        }

        /// The baseline offset attribute, in points.
        public enum BaselineOffsetAttribute: CodableAttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name (`string.font`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension TextRun {
    /// The runs of an attributed string: each of its runs with the SwiftUI attributes and markdown intents
    /// it carries.
    static func runs(of attributed: AttributedString) -> [TextRun] {
        var runs: [TextRun] = []
        for run in attributed.runs {
            var style = TextRunStyle()
            style.font = run.font
            if let kern = run.kern { style.kerning = Double(kern) }
            if let tracking = run.tracking { style.tracking = Double(tracking) }
            if let offset = run.baselineOffset { style.baselineOffset = Double(offset) }
            if let color = run.foregroundColor { style.foreground = AnyShapeStyle(color) }
            if run.underlineStyle != nil { style.underline = true }
            if run.strikethroughStyle != nil { style.strikethrough = true }
            if let intent = run.inlinePresentationIntent {
                if intent.contains(.stronglyEmphasized) { style.weight = .bold }
                if intent.contains(.emphasized) { style.isItalic = true }
                if intent.contains(.code) { style.isMonospaced = true }
                if intent.contains(.strikethrough) { style.strikethrough = true }
            }
            if run.link != nil, style.foreground == nil { style.foreground = AnyShapeStyle(TintShapeStyle()) }
            runs.append(TextRun(string: String(attributed[run.range].characters), style: style))
        }
        return runs.isEmpty ? [TextRun(string: "")] : runs
    }
}
