import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A control for selecting an absolute date, as SwiftUI's `DatePicker`, laid out by its style as UIKit's
/// `UIDatePicker` draws it. Compact (automatic on iOS): the label on the leading side and, on the
/// trailing side, a pill per component showing the date (abbreviated) and the time (shortened) in the
/// body font, 11 points either side and 7 above and below its text, 6 points apart, at their ideal size as
/// UIKit's control is (estimates of UIKit's compact date picker). Graphical: UIKit's inline calendar across the width offered (320 points ideally)
/// and 330 points high, 44 more for the time row (estimates). Wheel: the label, then UIKit's 216-point
/// wheel. With labels hidden, the control alone.
nonisolated public struct DatePicker<Label: View>: View {
    /// The components a date picker shows.
    public typealias Components = DatePickerComponents

    let parts: DatePickerParts
    let label: Label
    /// A built-in kind that wins over the environment's style (a built-in style's body).
    let kind: DatePickerStyleKind?
    @Environment(\.self) private var environment

    init(label: Label, selection: Binding<Date>, minimum: Date?, maximum: Date?, components: Components, kind: DatePickerStyleKind? = nil) {
        self.label = label
        parts = DatePickerParts(label: label, selection: selection, minimumDate: minimum, maximumDate: maximum, components: components)
        self.kind = kind
    }

    /// The date picker as its style lays it out.
    public var body: some View { resolvedBody }

    private var resolvedBody: AnyView {
        let style = kind.map { ResolvedStyle<DatePickerStyleKind>(kind: $0) } ?? environment[style: DatePickerStyleKind.self]
        if let body = style.body(parts) { return body }
        switch style.kind ?? .automatic {
        case DatePickerStyleKind.graphical:
            return AnyView(PlatformControl<UIDatePicker>(width: .flexible(ideal: 320, minimum: 0), height: .fixed(graphicalHeight)))
        case DatePickerStyleKind.wheel:
            return AnyView(HStack {
                if !environment.labelsAreHidden { label }
                PlatformControl<UIDatePicker>(width: .flexible(ideal: 320, minimum: 0), height: .fixed(216))
            })
        default:
            return AnyView(HStack {
                if !environment.labelsAreHidden {
                    label
                    Spacer()
                }
                HStack(spacing: 6) {
                    ForEach(pills, id: \.self) { text in
                        Text(verbatim: text)
                            .padding(EdgeInsets(top: 7, leading: 11, bottom: 7, trailing: 11))
                            .background(RoundedRectangle(cornerRadius: 6).fill(Color.gray.opacity(0.12)))
                    }
                }
                .fixedSize()
            })
        }
    }

    /// The calendar's height, with the time row under it when the time is shown too.
    private var graphicalHeight: Double {
        let components = parts.components
        if !components.contains(.date) { return 44 }
        return components.contains(.hourAndMinute) ? 330 + 44 : 330
    }

    /// The compact style's pills: the date ("Jun 3, 2026"), then the time ("9:41 AM"), written as the
    /// lab's `Text` writes dates, in UTC and English, so a recording repeats on any machine.
    private var pills: [String] {
        let date = parts.selection.wrappedValue
        var texts: [String] = []
        if parts.components.contains(.date) {
            let long = Text.DateStyle.date.format(date)
            let month = long.prefix { $0 != " " }
            texts.append(String(month.prefix(3)) + long.dropFirst(month.count))
        }
        if parts.components.contains(.hourAndMinute) {
            texts.append(Text.DateStyle.time.format(date))
        }
        return texts
    }
}

extension DatePicker where Label == DatePickerStyleConfiguration.Label {
    /// The date picker a built-in style's body draws.
    init(configuration: DatePickerStyleConfiguration, kind: DatePickerStyleKind) {
        self.init(label: configuration.label, selection: configuration.$selection, minimum: configuration.minimumDate,
                  maximum: configuration.maximumDate, components: configuration.displayedComponents, kind: kind)
    }
}

extension DatePicker {
    /// Creates an instance that selects a `Date` with an unbounded range.
    public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, minimum: nil, maximum: nil, components: displayedComponents)
    }

    /// Creates an instance that selects a `Date` in a closed range.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, minimum: range.lowerBound, maximum: range.upperBound, components: displayedComponents)
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, minimum: range.lowerBound, maximum: nil, components: displayedComponents)
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, minimum: nil, maximum: range.upperBound, components: displayedComponents)
    }
}

extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date` with an unbounded range, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` in a closed range, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` on or after some start date, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` on or before some end date, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates an instance that selects a `Date` with an unbounded range, titled with a string.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S: StringProtocol {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` in a closed range, titled with a string.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S: StringProtocol {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or after some start date, titled with a string.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S: StringProtocol {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` on or before some end date, titled with a string.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S: StringProtocol {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}
