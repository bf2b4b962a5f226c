import FrameProf
import Foundation
import Testing
@testable import StackLab

/// A row model for accessibility rotors.
nonisolated struct RotorItem: Identifiable {
    let id: Int
    var name: String
}

/// A preference the entries write.
nonisolated enum EntriesPreferenceKey: PreferenceKey {
    static let defaultValue: [CGFloat] = []
    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value += nextValue() }
}

/// An optional-valued preference, whose default comes from `PreferenceKey`'s nil default.
nonisolated enum OptionalPreferenceKey: PreferenceKey {
    typealias Value = CGFloat?
    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) { value = nextValue() ?? value }
}

/// An observable model for `.environment(_:)`.
@Observable final class EntriesModel {
    var title = "model"
}

/// A pre-Observation model for `.environmentObject(_:)`.
final class EntriesStore: ObservableObject {
    @Published var count = 0
}

nonisolated struct EntriesContext: PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

nonisolated struct EntriesTableStyle: TableStyle {
    func makeBody(configuration: Configuration) -> some View { Color.clear }
}

/// A value the keyframe entries animate.
nonisolated struct EntriesKeyframeValue {
    var scale = 1.0
    var offset = 0.0
}

/// Every entry of the data flow, environment, lifecycle, gesture, accessibility and animation family
/// at least once, called as SwiftUI code calls it (every overload), on a 40 × 20 colour. Accepted
/// modifiers change nothing the lab lays out, so each view is still 40 × 20.
@Suite struct DataFlowEntriesTests {
    /// Lays every view out with nothing proposed and checks that it keeps the colour's 40 × 20.
    func expectSized(_ views: [AnyView], _ expected: Size = Size(width: 40, height: 20), sourceLocation: SourceLocation = #_sourceLocation) {
        RecordingContext().run {
            for (index, view) in views.enumerated() {
                let size = layout(.unspecified) { view }.size
                #expect(size == expected, "view \(index)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func accessibilityModifiersLeaveTheLayoutAlone() {
        let views = Self.accessibilityViews()
        #expect(views.count == 109)
        expectSized(views)
    }

    @Test func accessibilityAttachmentMethodsChainOntoOneAttachment() {
        let views = Self.attachmentViews()
        #expect(views.count == 78)
        expectSized(views)
    }

    /// Every `View` accessibility modifier, each overload once.
    nonisolated static func accessibilityViews() -> [AnyView] {
        let base = Color.red.frame(width: 40, height: 20)
        let namespace = Namespace().wrappedValue
        let boolFocus = AccessibilityFocusState<Bool>().projectedValue
        let intFocus = AccessibilityFocusState<Int?>().projectedValue
        let rotorItems = [RotorItem(id: 1, name: "one")]
        let ranges = ["abc".startIndex..<"abc".endIndex]
        var views: [AnyView] = []
        views.append(AnyView(base.accessibilityValue(Text("a"), isEnabled: true)))
        views.append(AnyView(base.accessibilityValue("a", isEnabled: true)))
        views.append(AnyView(base.accessibilityValue(String("s"), isEnabled: true)))
        views.append(AnyView(base.accessibilityValue(Text("a"))))
        views.append(AnyView(base.accessibilityValue("a")))
        views.append(AnyView(base.accessibilityValue(String("s"))))
        views.append(AnyView(base.accessibility(value: Text("a"))))
        views.append(AnyView(base.accessibilityShowsLargeContentViewer { Text("a") }))
        views.append(AnyView(base.accessibilityShowsLargeContentViewer()))
        views.append(AnyView(base.accessibilityLinkedGroup(id: 1, in: namespace)))
        views.append(AnyView(base.accessibilityLabeledPair(role: .label, id: 1, in: namespace)))
        views.append(AnyView(base.accessibilityActions(category: .default) { Text("a") }))
        views.append(AnyView(base.accessibilityLabel(Text("a"), isEnabled: true)))
        views.append(AnyView(base.accessibilityLabel("a", isEnabled: true)))
        views.append(AnyView(base.accessibilityLabel(String("s"), isEnabled: true)))
        views.append(AnyView(base.accessibilityLabel { label in label }))
        views.append(AnyView(base.accessibilityLabel(Text("a"))))
        views.append(AnyView(base.accessibilityLabel("a")))
        views.append(AnyView(base.accessibilityLabel(String("s"))))
        views.append(AnyView(base.accessibilityAdjustableAction({ _ in })))
        views.append(AnyView(base.accessibilityTextContentType(.plain)))
        views.append(AnyView(base.accessibilityHeading(.h1)))
        views.append(AnyView(base.accessibilityHint(Text("a"), isEnabled: true)))
        views.append(AnyView(base.accessibilityHint("a", isEnabled: true)))
        views.append(AnyView(base.accessibilityHint(String("s"), isEnabled: true)))
        views.append(AnyView(base.accessibilityHint(Text("a"))))
        views.append(AnyView(base.accessibilityHint("a")))
        views.append(AnyView(base.accessibilityHint(String("s"))))
        views.append(AnyView(base.accessibility(hidden: true)))
        views.append(AnyView(base.accessibility(label: Text("a"))))
        views.append(AnyView(base.accessibility(hint: Text("a"))))
        views.append(AnyView(base.accessibility(inputLabels: [Text("a")])))
        views.append(AnyView(base.accessibility(identifier: "id")))
        views.append(AnyView(base.accessibility(selectionIdentifier: AnyHashable(1))))
        views.append(AnyView(base.accessibility(sortPriority: 1)))
        views.append(AnyView(base.accessibility(activationPoint: CGPoint(x: 1, y: 1))))
        views.append(AnyView(base.accessibility(activationPoint: UnitPoint.center)))
        views.append(AnyView(base.accessibilitySortPriority(1)))
        views.append(AnyView(base.accessibilityScrollAction({ _ in })))
        views.append(AnyView(base.accessibilityRespondsToUserInteraction(true, isEnabled: true)))
        views.append(AnyView(base.accessibilityRespondsToUserInteraction(true)))
        views.append(AnyView(base.accessibilityDirectTouch(true, options: [])))
        views.append(AnyView(base.accessibilityHidden(true, isEnabled: true)))
        views.append(AnyView(base.accessibilityHidden(true)))
        views.append(AnyView(base.accessibilityInputLabels([Text("a")], isEnabled: true)))
        views.append(AnyView(base.accessibilityInputLabels(["a"], isEnabled: true)))
        views.append(AnyView(base.accessibilityInputLabels([String("s")], isEnabled: true)))
        views.append(AnyView(base.accessibilityInputLabels([Text("a")])))
        views.append(AnyView(base.accessibilityInputLabels(["a"])))
        views.append(AnyView(base.accessibilityInputLabels([String("s")])))
        views.append(AnyView(base.accessibilityRotorEntry(id: 1, in: namespace)))
        views.append(AnyView(base.accessibilityRotor(Text("a"), entries: { AccessibilityRotorEntry("a", id: 1) })))
        views.append(AnyView(base.accessibilityRotor(.links, entries: { AccessibilityRotorEntry("a", id: 1) })))
        views.append(AnyView(base.accessibilityRotor(Text("a"), entries: rotorItems, entryLabel: \.name)))
        views.append(AnyView(base.accessibilityRotor(Text("a"), entries: rotorItems, entryID: \.id, entryLabel: \.name)))
        views.append(AnyView(base.accessibilityRotor(.links, entries: rotorItems, entryLabel: \.name)))
        views.append(AnyView(base.accessibilityRotor(.links, entries: rotorItems, entryID: \.id, entryLabel: \.name)))
        views.append(AnyView(base.accessibilityRotor(Text("a"), textRanges: ranges)))
        views.append(AnyView(base.accessibilityRotor(.links, textRanges: ranges)))
        views.append(AnyView(base.accessibilityRotor("a", entries: { AccessibilityRotorEntry("a", id: 1) })))
        views.append(AnyView(base.accessibilityRotor(String("s"), entries: { AccessibilityRotorEntry("a", id: 1) })))
        views.append(AnyView(base.accessibilityRotor("a", entries: rotorItems, entryLabel: \.name)))
        views.append(AnyView(base.accessibilityRotor(String("s"), entries: rotorItems, entryLabel: \.name)))
        views.append(AnyView(base.accessibilityRotor("a", entries: rotorItems, entryID: \.id, entryLabel: \.name)))
        views.append(AnyView(base.accessibilityRotor(String("s"), entries: rotorItems, entryID: \.id, entryLabel: \.name)))
        views.append(AnyView(base.accessibilityRotor("a", textRanges: ranges)))
        views.append(AnyView(base.accessibilityRotor(String("s"), textRanges: ranges)))
        views.append(AnyView(base.accessibilityIgnoresInvertColors(true)))
        views.append(AnyView(base.accessibilityIdentifier("id", isEnabled: true)))
        views.append(AnyView(base.accessibilityIdentifier("id")))
        views.append(AnyView(base.accessibilityRepresentation { Text("a") }))
        views.append(AnyView(base.accessibilityChildren { Text("a") }))
        views.append(AnyView(base.accessibilityCustomContent(AccessibilityCustomContentKey("k"), Text("v"), importance: .high)))
        views.append(AnyView(base.accessibilityCustomContent(AccessibilityCustomContentKey("k"), "a", importance: .high)))
        views.append(AnyView(base.accessibilityCustomContent(AccessibilityCustomContentKey("k"), String("s"), importance: .high)))
        views.append(AnyView(base.accessibilityCustomContent(Text("a"), Text("a"), importance: .high)))
        views.append(AnyView(base.accessibilityCustomContent("a", Text("a"), importance: .high)))
        views.append(AnyView(base.accessibilityCustomContent("a", "a", importance: .high)))
        views.append(AnyView(base.accessibilityCustomContent("a", String("s"), importance: .high)))
        views.append(AnyView(base.accessibilityFocused(intFocus, equals: 1)))
        views.append(AnyView(base.accessibilityFocused(boolFocus)))
        views.append(AnyView(base.accessibilityAddTraits(.isButton)))
        views.append(AnyView(base.accessibilityRemoveTraits(.isButton)))
        views.append(AnyView(base.accessibility(addTraits: .isButton)))
        views.append(AnyView(base.accessibility(removeTraits: .isButton)))
        views.append(AnyView(base.accessibilityElement(children: .combine)))
        views.append(AnyView(base.accessibilityZoomAction({ _ in })))
        views.append(AnyView(base.accessibilityActivationPoint(CGPoint(x: 1, y: 1), isEnabled: true)))
        views.append(AnyView(base.accessibilityActivationPoint(UnitPoint.center, isEnabled: true)))
        views.append(AnyView(base.accessibilityDragPoint(UnitPoint.center, description: Text("a"), isEnabled: true)))
        views.append(AnyView(base.accessibilityDragPoint(UnitPoint.center, description: "a", isEnabled: true)))
        views.append(AnyView(base.accessibilityDragPoint(UnitPoint.center, description: String("s"), isEnabled: true)))
        views.append(AnyView(base.accessibilityDropPoint(UnitPoint.center, description: Text("a"), isEnabled: true)))
        views.append(AnyView(base.accessibilityDropPoint(UnitPoint.center, description: "a", isEnabled: true)))
        views.append(AnyView(base.accessibilityDropPoint(UnitPoint.center, description: String("s"), isEnabled: true)))
        views.append(AnyView(base.accessibilityActivationPoint(CGPoint(x: 1, y: 1))))
        views.append(AnyView(base.accessibilityActivationPoint(UnitPoint.center)))
        views.append(AnyView(base.accessibilityDragPoint(UnitPoint.center, description: Text("a"))))
        views.append(AnyView(base.accessibilityDragPoint(UnitPoint.center, description: "a")))
        views.append(AnyView(base.accessibilityDragPoint(UnitPoint.center, description: String("s"))))
        views.append(AnyView(base.accessibilityDropPoint(UnitPoint.center, description: Text("a"))))
        views.append(AnyView(base.accessibilityDropPoint(UnitPoint.center, description: "a")))
        views.append(AnyView(base.accessibilityDropPoint(UnitPoint.center, description: String("s"))))
        views.append(AnyView(base.accessibilityAction(.default, {})))
        views.append(AnyView(base.accessibilityAction(named: Text("a"), {})))
        views.append(AnyView(base.accessibilityAction(action: {}) { Text("a") }))
        views.append(AnyView(base.accessibilityActions { Text("a") }))
        views.append(AnyView(base.accessibilityAction(named: "a", {})))
        views.append(AnyView(base.accessibilityAction(named: String("s"), {})))
        return views
    }

    /// Every accessibility method of `ModifiedContent<_, AccessibilityAttachmentModifier>`, each overload once.
    nonisolated static func attachmentViews() -> [AnyView] {
        let attached = Color.red.frame(width: 40, height: 20).accessibilityLabel(Text("base"))
        var views: [AnyView] = []
        views.append(AnyView(attached.accessibilityValue(Text("a"), isEnabled: true)))
        views.append(AnyView(attached.accessibilityValue("a", isEnabled: true)))
        views.append(AnyView(attached.accessibilityValue(String("s"), isEnabled: true)))
        views.append(AnyView(attached.accessibilityValue(Text("a"))))
        views.append(AnyView(attached.accessibilityValue("a")))
        views.append(AnyView(attached.accessibilityValue(String("s"))))
        views.append(AnyView(attached.accessibility(value: Text("a"))))
        views.append(AnyView(attached.accessibilityLabel(Text("a"), isEnabled: true)))
        views.append(AnyView(attached.accessibilityLabel("a", isEnabled: true)))
        views.append(AnyView(attached.accessibilityLabel(String("s"), isEnabled: true)))
        views.append(AnyView(attached.accessibilityLabel(Text("a"))))
        views.append(AnyView(attached.accessibilityLabel("a")))
        views.append(AnyView(attached.accessibilityLabel(String("s"))))
        views.append(AnyView(attached.accessibilityAdjustableAction({ _ in })))
        views.append(AnyView(attached.accessibilityTextContentType(.plain)))
        views.append(AnyView(attached.accessibilityHeading(.h1)))
        views.append(AnyView(attached.accessibilityHint(Text("a"), isEnabled: true)))
        views.append(AnyView(attached.accessibilityHint("a", isEnabled: true)))
        views.append(AnyView(attached.accessibilityHint(String("s"), isEnabled: true)))
        views.append(AnyView(attached.accessibilityHint(Text("a"))))
        views.append(AnyView(attached.accessibilityHint("a")))
        views.append(AnyView(attached.accessibilityHint(String("s"))))
        views.append(AnyView(attached.accessibility(hidden: true)))
        views.append(AnyView(attached.accessibility(label: Text("a"))))
        views.append(AnyView(attached.accessibility(hint: Text("a"))))
        views.append(AnyView(attached.accessibility(inputLabels: [Text("a")])))
        views.append(AnyView(attached.accessibility(identifier: "id")))
        views.append(AnyView(attached.accessibility(selectionIdentifier: AnyHashable(1))))
        views.append(AnyView(attached.accessibility(sortPriority: 1)))
        views.append(AnyView(attached.accessibility(activationPoint: CGPoint(x: 1, y: 1))))
        views.append(AnyView(attached.accessibility(activationPoint: UnitPoint.center)))
        views.append(AnyView(attached.accessibilitySortPriority(1)))
        views.append(AnyView(attached.accessibilityScrollAction({ _ in })))
        views.append(AnyView(attached.accessibilityRespondsToUserInteraction(true, isEnabled: true)))
        views.append(AnyView(attached.accessibilityRespondsToUserInteraction(true)))
        views.append(AnyView(attached.accessibilityDirectTouch(true, options: [])))
        views.append(AnyView(attached.accessibilityHidden(true, isEnabled: true)))
        views.append(AnyView(attached.accessibilityHidden(true)))
        views.append(AnyView(attached.accessibilityInputLabels([Text("a")], isEnabled: true)))
        views.append(AnyView(attached.accessibilityInputLabels(["a"], isEnabled: true)))
        views.append(AnyView(attached.accessibilityInputLabels([String("s")], isEnabled: true)))
        views.append(AnyView(attached.accessibilityInputLabels([Text("a")])))
        views.append(AnyView(attached.accessibilityInputLabels(["a"])))
        views.append(AnyView(attached.accessibilityInputLabels([String("s")])))
        views.append(AnyView(attached.accessibilityIdentifier("id", isEnabled: true)))
        views.append(AnyView(attached.accessibilityIdentifier("id")))
        views.append(AnyView(attached.accessibilityCustomContent(AccessibilityCustomContentKey("k"), Text("v"), importance: .high)))
        views.append(AnyView(attached.accessibilityCustomContent(AccessibilityCustomContentKey("k"), "a", importance: .high)))
        views.append(AnyView(attached.accessibilityCustomContent(AccessibilityCustomContentKey("k"), String("s"), importance: .high)))
        views.append(AnyView(attached.accessibilityCustomContent(Text("a"), Text("a"), importance: .high)))
        views.append(AnyView(attached.accessibilityCustomContent("a", Text("a"), importance: .high)))
        views.append(AnyView(attached.accessibilityCustomContent("a", "a", importance: .high)))
        views.append(AnyView(attached.accessibilityCustomContent("a", String("s"), importance: .high)))
        views.append(AnyView(attached.accessibilityAddTraits(.isButton)))
        views.append(AnyView(attached.accessibilityRemoveTraits(.isButton)))
        views.append(AnyView(attached.accessibility(addTraits: .isButton)))
        views.append(AnyView(attached.accessibility(removeTraits: .isButton)))
        views.append(AnyView(attached.accessibilityZoomAction({ _ in })))
        views.append(AnyView(attached.accessibilityActivationPoint(CGPoint(x: 1, y: 1), isEnabled: true)))
        views.append(AnyView(attached.accessibilityActivationPoint(UnitPoint.center, isEnabled: true)))
        views.append(AnyView(attached.accessibilityDragPoint(UnitPoint.center, description: Text("a"), isEnabled: true)))
        views.append(AnyView(attached.accessibilityDragPoint(UnitPoint.center, description: "a", isEnabled: true)))
        views.append(AnyView(attached.accessibilityDragPoint(UnitPoint.center, description: String("s"), isEnabled: true)))
        views.append(AnyView(attached.accessibilityDropPoint(UnitPoint.center, description: Text("a"), isEnabled: true)))
        views.append(AnyView(attached.accessibilityDropPoint(UnitPoint.center, description: "a", isEnabled: true)))
        views.append(AnyView(attached.accessibilityDropPoint(UnitPoint.center, description: String("s"), isEnabled: true)))
        views.append(AnyView(attached.accessibilityActivationPoint(CGPoint(x: 1, y: 1))))
        views.append(AnyView(attached.accessibilityActivationPoint(UnitPoint.center)))
        views.append(AnyView(attached.accessibilityDragPoint(UnitPoint.center, description: Text("a"))))
        views.append(AnyView(attached.accessibilityDragPoint(UnitPoint.center, description: "a")))
        views.append(AnyView(attached.accessibilityDragPoint(UnitPoint.center, description: String("s"))))
        views.append(AnyView(attached.accessibilityDropPoint(UnitPoint.center, description: Text("a"))))
        views.append(AnyView(attached.accessibilityDropPoint(UnitPoint.center, description: "a")))
        views.append(AnyView(attached.accessibilityDropPoint(UnitPoint.center, description: String("s"))))
        views.append(AnyView(attached.accessibilityAction(.default, {})))
        views.append(AnyView(attached.accessibilityAction(named: Text("a"), {})))
        views.append(AnyView(attached.accessibilityAction(named: "a", {})))
        views.append(AnyView(attached.accessibilityAction(named: String("s"), {})))
        return views
    }

}
