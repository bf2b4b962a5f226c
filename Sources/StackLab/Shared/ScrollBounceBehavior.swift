/// When a scroll view bounces at its edges. SwiftUI's value, kept as its name: the lab draws no system UI for it.
public struct ScrollBounceBehavior: Sendable {
    let name: String
    /// As the platform decides.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    /// Always.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    /// Only when the content is larger than the view.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}
