import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A `Text`'s interpolated values print as SwiftUI prints them, whichever path prints them: numbers
/// through their format specifier, anything else as `String(describing:)`; every interpolation a
/// localized key takes builds and lays out, an inline image as wide as a symbol.
@Suite struct InterpolationTests: TextEntryHarness {
    @Test func valuesPrintAsSwiftUIPrintsThem() {
        let count = 42
        let name = "Ada"
        let missing: Int? = nil
        let present: Int? = 5
        let ratio = 0.25
        let key: LocalizedStringKey = "\(count) by \(name), \(missing) \(present) \(ratio) \(name[...])"
        #expect(key.text == "42 by Ada, nil Optional(5) 0.250000 Ada")
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
        // Without a specifier a floating-point number goes through SwiftUI's own: `%lf` (`%f` for a Float).
        #expect(Text("\(price) pt").string == "4.500000 pt")
        #expect(Text("\(CGFloat(2)) × \(Float(0.25))").string == "2.000000 × 0.250000")
    }

    /// An inline image is as wide as a symbol at the font's size, 1.15 × 17 = 19.55 pt (as `Image`
    /// sizes one): "a " is 1906 units = 15.82 pt, 35.37 pt in all.
    @Test func anInlineImageIsASymbolWide() {
        #expect(layout(.unspecified) { Text("a \(Image(systemName: "star"))") }.size.width == 36)
    }
}
