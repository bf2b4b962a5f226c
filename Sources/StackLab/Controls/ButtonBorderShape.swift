import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A shape used to draw a button's border (SwiftUI, iOS 15; a `Shape` since iOS 17). Bordered buttons
/// are drawn on it; only `.circle` changes layout: a circular button is as wide as it is tall, the larger
/// of its label's two sides inside the padding.
nonisolated public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic, capsule, roundedRectangle(CGFloat?), circle
    }

    let kind: Kind

    /// A shape that defers to the system to determine an appropriate shape for the given context.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle shape.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle shape with the given corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }
    /// A circular shape.
    public static let circle = ButtonBorderShape(kind: .circle)
}

extension ButtonBorderShape: InsettableShape, PrimitiveShape {
    /// The outline of the shape in `rect`.
    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .automatic, .capsule: Capsule().path(in: rect)
        case let .roundedRectangle(radius): RoundedRectangle(cornerRadius: radius ?? 8).path(in: rect)
        case .circle: Circle().path(in: rect)
        }
    }

    /// The shape inset by `amount` (drawn alike in the lab).
    public func inset(by amount: CGFloat) -> some InsettableShape { self }
}

extension Shape where Self == ButtonBorderShape {
    /// A shape that defers to the environment to determine the resolved button border shape.
    nonisolated public static var buttonBorder: ButtonBorderShape { .automatic }
}

enum ButtonBorderShapeKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
    static let name = "buttonBorderShape"
}

extension EnvironmentValues {
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the border shape for buttons in this view. Laid out for `.circle` (a square button);
    /// the other shapes change only what is drawn.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

/// Lays its single subview out in a square as large as the subview's longer side, centered: a circular
/// bordered button.
struct SquareLayout: LabLayout, Equatable {
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard let child = subviews.first else { return .zero }
        let size = child.sizeThatFits(proposal)
        let side = max(size.width, size.height)
        return Size(width: side, height: side)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews.first?.place(aligned: .center, in: bounds, proposal: proposal)
    }
}
