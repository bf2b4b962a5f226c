import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Every text modifier of `View`, called as SwiftUI code calls it, built and laid out.
@Suite struct TextViewModifiersTests: TextEntryHarness {
    @Test func textViewModifiers() {
        let base = VStack { Text("Modified text") }
        var views: [AnyView] = []
        views.append(AnyView(base.font(.title)))
        views.append(AnyView(base.fontWeight(.bold)))
        views.append(AnyView(base.fontWidth(.expanded)))
        views.append(AnyView(base.fontDesign(.serif)))
        views.append(AnyView(base.bold()))
        views.append(AnyView(base.italic()))
        views.append(AnyView(base.monospaced()))
        views.append(AnyView(base.monospacedDigit()))
        views.append(AnyView(base.kerning(1)))
        views.append(AnyView(base.tracking(1)))
        views.append(AnyView(base.baselineOffset(2)))
        views.append(AnyView(base.underline()))
        views.append(AnyView(base.underline(true, pattern: .dashDot, color: .red)))
        views.append(AnyView(base.strikethrough()))
        views.append(AnyView(base.strikethrough(false, pattern: .dashDotDot, color: nil)))
        views.append(AnyView(base.foregroundColor(.secondary)))
        views.append(AnyView(base.foregroundStyle(.tint)))
        views.append(AnyView(base.foregroundStyle(.primary, .secondary)))
        views.append(AnyView(base.foregroundStyle(.primary, .secondary, .tertiary)))
        views.append(AnyView(base.lineLimit(2)))
        views.append(AnyView(base.lineLimit(nil)))
        views.append(AnyView(base.lineLimit(2...)))
        views.append(AnyView(base.lineLimit(...3)))
        views.append(AnyView(base.lineLimit(1...3)))
        views.append(AnyView(base.lineLimit(3, reservesSpace: true)))
        views.append(AnyView(base.lineSpacing(4)))
        views.append(AnyView(base.multilineTextAlignment(.center)))
        views.append(AnyView(base.truncationMode(.middle)))
        views.append(AnyView(base.allowsTightening(true)))
        views.append(AnyView(base.minimumScaleFactor(0.5)))
        views.append(AnyView(base.textCase(.uppercase)))
        views.append(AnyView(base.textCase(nil)))
        views.append(AnyView(base.dynamicTypeSize(.xxxLarge)))
        views.append(AnyView(base.dynamicTypeSize(...DynamicTypeSize.large)))
        views.append(AnyView(base.dynamicTypeSize(.small ... .accessibility1)))
        views.append(AnyView(base.textScale(.secondary)))
        views.append(AnyView(base.typesettingLanguage(Locale.Language(identifier: "ar"))))
        views.append(AnyView(base.typesettingLanguage(.automatic)))
        views.append(AnyView(base.speechAlwaysIncludesPunctuation()))
        views.append(AnyView(base.speechSpellsOutCharacters()))
        views.append(AnyView(base.speechAdjustedPitch(1)))
        views.append(AnyView(base.speechAnnouncementsQueued(false)))
        views.append(AnyView(base.textSelection(.enabled)))
        views.append(AnyView(base.textSelection(.disabled)))
        layOut(views)
        #expect(EnabledTextSelectability.allowsSelection && !DisabledTextSelectability.allowsSelection)
    }
}
