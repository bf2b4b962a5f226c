@_spi(Nodes) import StackLabCore

/// A dimension that grows and shrinks with the user's text size (`@ScaledMetric var iconSize = 24`),
/// as UIKit's `UIFontMetrics.scaledValue(for:)` scales it: by the ratio of the text style's point size
/// at the environment's `dynamicTypeSize` to its size at `.large` (Apple's Human Interface Guidelines,
/// Dynamic Type sizes; body is 17 pt at large and 23 pt at xxxLarge, so 24 becomes 32.47). The view
/// runs again when the size changes.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let base: Value
    let textStyle: Font.TextStyle
    let box = EnvironmentBox()

    /// A value scaled like text of `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// A value scaled like body text.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value at the environment's text size.
    public var wrappedValue: Value {
        Value(Double(base) * Self.factor(for: textStyle, at: box.environment.dynamicTypeSize))
    }

    /// How much `style` grows from `.large` to `size`.
    static func factor(for style: Font.TextStyle, at size: DynamicTypeSize) -> Double {
        let sizes = style.sizes
        return sizes[size.rawValue] / sizes[DynamicTypeSize.large.rawValue]
    }
}

extension ScaledMetric: @unchecked Sendable where Value: Sendable {}

extension ScaledMetric: NotAnInput {}

extension ScaledMetric: NodeBoundProperty {
    package func bind(to node: CompositeNode, label: String, stateIndex: inout Int) {
        box.node = node
    }
}
