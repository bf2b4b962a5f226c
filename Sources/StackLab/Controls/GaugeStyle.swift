@_spi(Nodes) import StackLabCore
import StackLabContent

/// The gauge styles, as SwiftUI declares them: the linear styles are laid out as a bar between the bound
/// labels, the circular ones as a ring; an app's own `GaugeStyle` is laid out as its
/// `makeBody(configuration:)` returns, counted under its own type name.

/// Defines the implementation of all gauge instances within a view hierarchy.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
    /// Creates a view representing the body of a gauge.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    nonisolated public struct Label: View, ConfigurationContent {
        let content: any View
    }

    /// A type-erased value label of a gauge that contains the current value.
    nonisolated public struct CurrentValueLabel: View, ConfigurationContent {
        let content: any View
    }

    /// A type-erased value label of a gauge describing the minimum value.
    nonisolated public struct MinimumValueLabel: View, ConfigurationContent {
        let content: any View
    }

    /// A type-erased value label of a gauge describing the maximum value.
    nonisolated public struct MaximumValueLabel: View, ConfigurationContent {
        let content: any View
    }

    /// A type-erased label describing a specific value of a gauge.
    nonisolated public struct MarkedValueLabel: View, ConfigurationContent {
        let content: any View
    }

    /// The current value of the gauge, from 0 to 1.
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?

    init(parts: GaugeParts) {
        value = parts.value
        label = Label(content: parts.label)
        currentValueLabel = parts.currentValueLabel.map { CurrentValueLabel(content: $0) }
        minimumValueLabel = parts.minimumValueLabel.map { MinimumValueLabel(content: $0) }
        maximumValueLabel = parts.maximumValueLabel.map { MaximumValueLabel(content: $0) }
    }
}

/// A gauge's value and labels, for its style.
struct GaugeParts {
    let value: Double
    let label: any View
    let currentValueLabel: (any View)?
    let minimumValueLabel: (any View)?
    let maximumValueLabel: (any View)?
}

enum GaugeStyleKind: ControlStyleKind {
    case automatic
    case linearCapacity
    case accessoryLinear
    case accessoryLinearCapacity
    case accessoryCircular
    case accessoryCircularCapacity

    typealias Parts = GaugeParts
    static let environmentName = "gaugeStyle"
}

/// The default gauge view style in the current context of the view being styled: a linear capacity bar
/// on iOS.
nonisolated public struct DefaultGaugeStyle: GaugeStyle, BuiltInControlStyle {
    static let kind = GaugeStyleKind.automatic
    /// Creates a default gauge style.
    public init() {}
    /// A gauge in this style.
    public func makeBody(configuration: DefaultGaugeStyle.Configuration) -> some View {
        GaugeLayout(parts: configuration.parts, kind: Self.kind).view
    }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the gauge's current
/// value increases.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInControlStyle {
    static let kind = GaugeStyleKind.linearCapacity
    /// Creates a linear capacity gauge style.
    public init() {}
    /// A gauge in this style.
    public func makeBody(configuration: LinearCapacityGaugeStyle.Configuration) -> some View {
        GaugeLayout(parts: configuration.parts, kind: Self.kind).view
    }
}

/// A gauge style that displays bar with a marker that appears at a point along the bar to indicate the
/// gauge's current value.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInControlStyle {
    static let kind = GaugeStyleKind.accessoryLinear
    /// Creates an accessory linear gauge style.
    public init() {}
    /// A gauge in this style.
    public func makeBody(configuration: AccessoryLinearGaugeStyle.Configuration) -> some View {
        GaugeLayout(parts: configuration.parts, kind: Self.kind).view
    }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the gauge's current
/// value increases, sized for a widget accessory.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInControlStyle {
    static let kind = GaugeStyleKind.accessoryLinearCapacity
    /// Creates an accessory linear capacity gauge style.
    public init() {}
    /// A gauge in this style.
    public func makeBody(configuration: AccessoryLinearCapacityGaugeStyle.Configuration) -> some View {
        GaugeLayout(parts: configuration.parts, kind: Self.kind).view
    }
}

/// A gauge style that displays an open ring with a marker that appears at a point along the ring to
/// indicate the gauge's current value.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInControlStyle {
    static let kind = GaugeStyleKind.accessoryCircular
    /// Creates an accessory circular gauge style.
    public init() {}
    /// A gauge in this style.
    public func makeBody(configuration: AccessoryCircularGaugeStyle.Configuration) -> some View {
        GaugeLayout(parts: configuration.parts, kind: Self.kind).view
    }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's current
/// value.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInControlStyle {
    static let kind = GaugeStyleKind.accessoryCircularCapacity
    /// Creates an accessory circular capacity gauge style.
    public init() {}
    /// A gauge in this style.
    public func makeBody(configuration: AccessoryCircularCapacityGaugeStyle.Configuration) -> some View {
        GaugeLayout(parts: configuration.parts, kind: Self.kind).view
    }
}

extension GaugeStyleConfiguration {
    /// The parts the configuration was made from.
    var parts: GaugeParts {
        GaugeParts(value: value, label: label, currentValueLabel: currentValueLabel,
                   minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    nonisolated public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges.
    nonisolated public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays a bar with a marker at the current value.
    nonisolated public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills as the value increases, sized for an accessory.
    nonisolated public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker at the current value.
    nonisolated public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring partially filled in.
    nonisolated public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension View {
    /// Sets the style for gauges within this view: a built-in style is laid out by the gauge, an app's
    /// own as its `makeBody(configuration:)` returns.
    nonisolated public func gaugeStyle<S>(_ style: S) -> some View where S: GaugeStyle {
        controlStyle(ResolvedStyle<GaugeStyleKind>(style, body: { $0.makeBody(configuration: $1) }) { parts in
            GaugeStyleConfiguration(parts: parts)
        })
    }
}

/// A gauge in a built-in style. Linear styles: the label and the current value label on one line, then
/// the bound labels on each side of a bar 4 points high (UIKit's progress bar, an estimate) across the
/// width offered, 4 points apart (an estimate). Circular styles: a 58-point ring (an estimate of an
/// accessory gauge's size) with the current value label centered in it.
nonisolated struct GaugeLayout {
    let parts: GaugeParts
    let kind: GaugeStyleKind

    /// The gauge's views: built by the gauge's own body, not as a body of their own.
    var view: AnyView {
        if kind == GaugeStyleKind.accessoryCircular || kind == GaugeStyleKind.accessoryCircularCapacity {
            return AnyView(ZStack {
                PlatformControl<UIProgressView>(width: 58, height: 58)
                parts.currentValueLabel.map(AnyView.init(erasing:))
            })
        } else {
            return AnyView(VStack(alignment: .leading, spacing: 4) {
                HStack {
                    AnyView(erasing: parts.label)
                    Spacer(minLength: 0)
                    parts.currentValueLabel.map(AnyView.init(erasing:))
                }
                HStack {
                    parts.minimumValueLabel.map(AnyView.init(erasing:))
                    PlatformControl<UIProgressView>(width: .flexible(ideal: 0, minimum: 0), height: .fixed(4))
                    parts.maximumValueLabel.map(AnyView.init(erasing:))
                }
            })
        }
    }
}

extension AnyView {
    /// An existential view, erased.
    init(erasing view: any View) {
        func open<V: View>(_ view: V) -> AnyView { AnyView(view) }
        self = open(view)
    }
}
