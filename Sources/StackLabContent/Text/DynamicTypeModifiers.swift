@_spi(Nodes) import StackLabCore

/// The Dynamic Type size and text scale of text inside a view, as SwiftUI's View modifiers spell them.
extension View {
    /// The Dynamic Type size text styles inside scale by.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

    /// Keeps the Dynamic Type size inside within `range`: a size outside it becomes the nearest size in it.
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        EnvironmentWriter(content: self, apply: { environment in
            let size = environment.dynamicTypeSize
            guard !range.contains(size) else { return }
            let inside = DynamicTypeSize.allCases.filter { range.contains($0) }
            if let nearest = inside.min(by: { abs($0.rawValue - size.rawValue) < abs($1.rawValue - size.rawValue) }) {
                environment.dynamicTypeSize = nearest
            }
        }, value: DynamicTypeSize.allCases.map { range.contains($0) })
    }

    /// A text scale for text inside (drawing only: the lab measures at the font's own size).
    nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        writingTextStyle(.textScale(isEnabled ? scale : nil))
    }
}
