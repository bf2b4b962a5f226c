import Foundation
import Testing
@testable import StackLab

/// Every entry of the text family, written as SwiftUI code calls it (derived from SwiftUI's iOS 18
/// signatures), built and laid out: if this file compiles against `import StackLab`, so do cells that use
/// them.
@Suite struct TextEntriesTests {
    /// Lays each view out at an unspecified proposal and at 200 pt wide; every size is finite.
    private func layOut(_ views: [AnyView]) {
        for view in views {
            let ideal = layout(.unspecified) { view }
            let narrow = layout(ProposedSize(width: 200, height: nil)) { view }
            #expect(ideal.size.width.isFinite && ideal.size.height.isFinite)
            #expect(narrow.size.width <= 200 || ideal.size.width <= 200)
        }
    }

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

    @Test func localizedKeyInterpolations() {
        let date = LabClock.now
        let price = 4.5
        let attributed = AttributedString("attributed")
        var views: [AnyView] = []
        views.append(AnyView(Text("\("string") \(42) \(price, specifier: "%.1f")")))
        views.append(AnyView(Text("\(date, formatter: DateFormatter()) \(NSNumber(value: 1), formatter: NumberFormatter())")))
        views.append(AnyView(Text("\(7, format: .number) \(7, format: .number.attributed)")))
        views.append(AnyView(Text("\(Text("inner").bold()) \(attributed) \(Image(systemName: "star"))")))
        views.append(AnyView(Text("\(date, style: .relative) \(date...date) \(DateInterval(start: date, duration: 60))")))
        views.append(AnyView(Text("\(timerInterval: date...date.addingTimeInterval(60), pauseTime: nil, countsDown: true, showsHours: true)")))
        views.append(AnyView(Text("\(accessibilityName: .red) \(LocalizedStringResource("key"))")))
        views.append(AnyView(Text("\(.currentDate, format: Date.FormatStyle()) \(.currentDate, format: AttributedClock())")))
        views.append(AnyView(Text(LocalizedStringKey("from a string"))))
        views.append(AnyView(Text("At \(date) from \(URL(string: "https://example.com")!) as \(Locale(identifier: "en"))")))
        layOut(views)
        #expect(Text("\(price, specifier: "%.1f") pt").string == "4.5 pt")
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

    @Test func fonts() {
        var fonts: [Font] = [.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2]
        fonts.append(.system(.body, design: .rounded, weight: .medium))
        fonts.append(.system(.caption, design: .monospaced))
        fonts.append(.system(size: 13, weight: .light, design: .serif))
        fonts.append(.system(size: 13))
        fonts.append(.custom("Avenir", size: 16))
        fonts.append(.custom("Avenir", size: 16, relativeTo: .headline))
        fonts.append(.custom("Avenir", fixedSize: 16))
        let body = Font.body
        fonts += [body.italic(), body.smallCaps(), body.lowercaseSmallCaps(), body.uppercaseSmallCaps(), body.monospacedDigit()]
        fonts += [body.weight(.black), body.width(.compressed), body.width(Font.Width(0.1)), body.bold(), body.monospaced()]
        fonts += [body.leading(.tight), body.leading(.loose), body.leading(.standard)]
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let widths: [Font.Width] = [.compressed, .condensed, .standard, .expanded]
        let designs: [Font.Design] = [.default, .serif, .rounded, .monospaced]
        #expect(Set(weights).count == 9 && Set(widths).count == 4 && Set(designs).count == 4)
        #expect(Font.TextStyle.allCases.count == 11)
        var views: [AnyView] = []
        for font in fonts { views.append(AnyView(Text("Font").font(font))) }
        layOut(views)
    }

    @Test func attributedStringsAndMarkdown() throws {
        var string = AttributedString("Attributed")
        string.font = .headline
        string.foregroundColor = .red
        string.backgroundColor = .yellow
        string.kern = 1
        string.tracking = 1
        string.baselineOffset = 2
        string.underlineStyle = .single
        string.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .blue)
        let container = AttributeContainer().font(.caption)
        #expect(container.font == .caption)
        #expect(AttributeScopes.SwiftUIAttributes.FontAttribute.name == "SwiftUI.Font")
        let markdown = try AttributedString(markdown: "**bold** *italic* `code` ~~gone~~ [link](https://example.com)")
        let data = try AttributedString(markdown: Data("plain".utf8), options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace), baseURL: nil)
        let scoped = try AttributedString(markdown: "_x_", including: \.swiftUI, options: AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true, interpretedSyntax: .full, failurePolicy: .returnPartiallyParsedIfPossible, languageCode: "en"))
        #expect(String(markdown.characters) == "bold italic code gone link")
        #expect(String(data.characters) == "plain" && String(scoped.characters) == "x")
        layOut([AnyView(Text(string)), AnyView(Text(markdown))])
    }
}

/// A discrete format style that gives an attributed string, for the time-data-source initializers.
struct AttributedClock: DiscreteFormatStyle {
    func format(_ value: Date) -> AttributedString { AttributedString(Date.FormatStyle().format(value)) }
    func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
    func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(1) }
}

/// A team's attribute for a text renderer.
struct Highlight: TextAttribute {}
