import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// A team's attribute for a text renderer.
struct Highlight: TextAttribute {}

/// Every text initializer and `Text` method, written as SwiftUI code calls it, built and laid out.
@Suite struct TextTests: TextEntryHarness {
    @Test func textInitializers() {
        let date = LabClock.now
        let count = 3
        let name = "Ada"
        var views: [AnyView] = []
        views.append(AnyView(Text(verbatim: "**not markdown**")))
        views.append(AnyView(Text(name)))
        views.append(AnyView(Text(name.dropFirst())))
        views.append(AnyView(Text("Hello, \(name)! You have \(count) messages")))
        views.append(AnyView(Text("Posted", tableName: "Feed", bundle: .main, comment: "a post's state")))
        views.append(AnyView(Text(AttributedString("attributed"))))
        views.append(AnyView(Text(date, style: .time)))
        views.append(AnyView(Text(date, style: .date)))
        views.append(AnyView(Text(date.addingTimeInterval(-3_600), style: .relative)))
        views.append(AnyView(Text(date, style: .offset)))
        views.append(AnyView(Text(date, style: .timer)))
        views.append(AnyView(Text(date...date.addingTimeInterval(3_600))))
        views.append(AnyView(Text(DateInterval(start: date, duration: 86_400 * 2))))
        views.append(AnyView(Text(timerInterval: date...date.addingTimeInterval(90))))
        views.append(AnyView(Text(timerInterval: date...date.addingTimeInterval(90), pauseTime: date, countsDown: false, showsHours: false)))
        views.append(AnyView(Text(count, format: .number)))
        views.append(AnyView(Text(count, format: .number.attributed)))
        views.append(AnyView(Text(NSNumber(value: 4), formatter: NumberFormatter())))
        views.append(AnyView(Text(date, formatter: DateFormatter())))
        views.append(AnyView(Text(Image(systemName: "star"))))
        views.append(AnyView(Text(LocalizedStringResource("resource"))))
        views.append(AnyView(Text(.currentDate, format: Date.FormatStyle())))
        views.append(AnyView(Text(.currentDate, format: AttributedClock())))
        views.append(AnyView(Text("a") + Text("b").bold()))
        layOut(views)
        #expect(Text(count, format: .number).string == "3")
        #expect(Text(date...date.addingTimeInterval(3_600)).string == "12:00 PM – 1:00 PM")
        #expect(Text(timerInterval: date...date.addingTimeInterval(90)).string == "1:30")
    }

    @Test func textMethods() {
        let base = Text("Styled")
        var views: [AnyView] = []
        views.append(AnyView(base.font(.headline)))
        views.append(AnyView(base.fontWeight(.semibold)))
        views.append(AnyView(base.fontWidth(.condensed)))
        views.append(AnyView(base.bold()))
        views.append(AnyView(base.bold(false)))
        views.append(AnyView(base.italic()))
        views.append(AnyView(base.italic(true)))
        views.append(AnyView(base.monospaced()))
        views.append(AnyView(base.fontDesign(.rounded)))
        views.append(AnyView(base.monospacedDigit()))
        views.append(AnyView(base.foregroundColor(.red)))
        views.append(AnyView(base.foregroundStyle(.secondary)))
        views.append(AnyView(base.strikethrough()))
        views.append(AnyView(base.strikethrough(true, pattern: .dash, color: .red)))
        views.append(AnyView(base.underline(color: .blue)))
        views.append(AnyView(base.underline(true, pattern: .dot)))
        views.append(AnyView(base.kerning(1.5)))
        views.append(AnyView(base.tracking(2)))
        views.append(AnyView(base.baselineOffset(4)))
        views.append(AnyView(base.textScale(.secondary)))
        views.append(AnyView(base.textScale(.default, isEnabled: false)))
        views.append(AnyView(base.typesettingLanguage(Locale.Language(identifier: "en"))))
        views.append(AnyView(base.typesettingLanguage(.automatic, isEnabled: true)))
        views.append(AnyView(base.typesettingLanguage(.explicit(Locale.Language(identifier: "ja")))))
        views.append(AnyView(base.customAttribute(Highlight())))
        views.append(AnyView(base.textVariant(.sizeDependent)))
        views.append(AnyView(base.textVariant(.fixed)))
        views.append(AnyView(base.accessibilityTextContentType(.narrative)))
        views.append(AnyView(base.accessibilityHeading(.h2)))
        views.append(AnyView(base.accessibilityLabel(Text("label"))))
        views.append(AnyView(base.accessibilityLabel("key")))
        views.append(AnyView(base.accessibilityLabel("string" as String)))
        views.append(AnyView(base.speechAlwaysIncludesPunctuation()))
        views.append(AnyView(base.speechSpellsOutCharacters(true)))
        views.append(AnyView(base.speechAdjustedPitch(0.5)))
        views.append(AnyView(base.speechAnnouncementsQueued()))
        layOut(views)
        #expect(Text.LineStyle.single == Text.LineStyle(pattern: .solid, color: nil))
        #expect(Text.Case.uppercase != Text.Case.lowercase && Text.TruncationMode.middle != .head)
    }
}
