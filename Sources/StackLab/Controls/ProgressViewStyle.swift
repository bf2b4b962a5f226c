@_spi(Nodes) import StackLabCore
import StackLabContent

/// The progress view styles, as SwiftUI declares them: linear and circular are laid out by the progress
/// view as UIKit draws its progress bar and spinner; an app's own `ProgressViewStyle` is laid out as its
/// `makeBody(configuration:)` returns, counted under its own type name.

/// A type that applies standard interaction behavior to all progress views within a view hierarchy.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Creates a view representing the body of a progress view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    nonisolated public struct Label: View, ConfigurationContent {
        let content: any View
    }

    /// A type-erased label that describes the current value of a progress view.
    nonisolated public struct CurrentValueLabel: View, ConfigurationContent {
        let content: any View
    }

    /// The completed fraction of the task represented by the progress view, from 0.0 to 1.0, or nil if
    /// the progress is indeterminate.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view.
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value of a progress view.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?

    init(parts: ProgressParts) {
        fractionCompleted = parts.fraction
        label = parts.label.map { Label(content: $0) }
        currentValueLabel = parts.currentValueLabel.map { CurrentValueLabel(content: $0) }
    }
}

/// A progress view's fraction and labels, for its style.
struct ProgressParts {
    let fraction: Double?
    let label: (any View)?
    let currentValueLabel: (any View)?
}

enum ProgressViewStyleKind: ControlStyleKind {
    case automatic
    case linear
    case circular

    typealias Parts = ProgressParts
    static let environmentName = "progressViewStyle"
}

/// The default progress view style in the current context: a spinner while indeterminate, a bar with a
/// value.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInControlStyle {
    static let kind = ProgressViewStyleKind.automatic
    /// Creates a default progress view style.
    public init() {}
    /// A progress view in this style.
    public func makeBody(configuration: DefaultProgressViewStyle.Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}

/// A progress view that visually indicates its progress using a horizontal bar.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInControlStyle {
    static let kind = ProgressViewStyleKind.linear
    /// Creates a linear progress view style.
    public init() {}
    /// Creates a linear progress view style with a tint color (drawing only).
    public init(tint: Color) {}
    /// A progress view in this style.
    public func makeBody(configuration: LinearProgressViewStyle.Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}

/// The style of a progress view that uses a circular gauge to indicate the partial completion of an
/// activity: UIKit's spinner on iOS.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInControlStyle {
    static let kind = ProgressViewStyleKind.circular
    /// Creates a circular progress view style.
    public init() {}
    /// Creates a circular progress view style with a tint color (drawing only).
    public init(tint: Color) {}
    /// A progress view in this style.
    public func makeBody(configuration: CircularProgressViewStyle.Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context of the view being styled.
    nonisolated public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    nonisolated public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge to indicate the partial completion of an
    /// activity.
    nonisolated public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Sets the style for progress views in this view: a built-in style is laid out as UIKit's bar or
    /// spinner, an app's own as its `makeBody(configuration:)` returns.
    nonisolated public func progressViewStyle<S>(_ style: S) -> some View where S: ProgressViewStyle {
        controlStyle(ResolvedStyle<ProgressViewStyleKind>(style, body: { $0.makeBody(configuration: $1) }) { parts in
            ProgressViewStyleConfiguration(parts: parts)
        })
    }
}
