import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control used to select a color from the system color picker UI, as SwiftUI's `ColorPicker`: the
/// label on the leading side and UIKit's colour well, 28 × 28 points (an estimate of `UIColorWell`'s
/// size), on the trailing side of the width offered; with labels hidden the well alone.
nonisolated public struct ColorPicker<Label: View>: View {
    let label: Label
    @Environment(\.labelsVisibility) private var labels

    init(label: Label) {
        self.label = label
    }

    /// The label and the colour well.
    public var body: some View {
        labeledPlatformControl(label, UIColorWell.self, width: 28, height: 28, labels: labels)
    }
}

extension ColorPicker {
    /// Creates an instance that selects a color.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }

    /// Creates an instance that selects a Core Graphics color.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }
}

extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label generated from a title string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(label: Text(titleKey))
    }

    /// Creates a color picker with a text label generated from a title string.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) where S: StringProtocol {
        self.init(label: Text(title))
    }

    /// Creates a Core Graphics color picker with a text label generated from a title string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(label: Text(titleKey))
    }

    /// Creates a Core Graphics color picker with a text label generated from a title string.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) where S: StringProtocol {
        self.init(label: Text(title))
    }
}
