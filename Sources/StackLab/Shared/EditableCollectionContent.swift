/// A row of a `ForEach` over editable bound data (SwiftUI's `EditableCollectionContent`): the lab lays
/// it out as the row it wraps; the edit gestures it adds are accepted.
nonisolated public struct EditableCollectionContent<Content, Data> {
    let content: Content
}

extension EditableCollectionContent: View, PrimitiveView, ContentPrimitive where Content: View {
    /// Primitive: laid out as the row it wraps.
    public var body: Never { primitiveBody() }

    var primitiveContent: any View { content }
}
