import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// A view that shows the progress toward completion of a task, as SwiftUI's `ProgressView`, laid out by
/// its style. Indeterminate (and in the circular style): UIKit's medium spinner, 20 × 20 points
/// (`UIActivityIndicatorView.Style.medium`), with its label 8 points below (an estimate). Determinate
/// (and in the linear style): the label, the bar across the width offered, 4 points high (UIKit's
/// default `UIProgressView` bar; an estimate), and the current value label, 4 points apart (an estimate),
/// leading-aligned.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let builtInOnly: Bool
    @Environment(\.self) private var environment
    /// The style in effect.
    private var style: ResolvedStyle<ProgressViewStyleKind> { environment[style: ProgressViewStyleKind.self] }

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?, builtInOnly: Bool = false) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.builtInOnly = builtInOnly
    }

    /// The spinner or the bar with the labels, or the style's body.
    public var body: some View { resolvedBody }

    private var resolvedBody: AnyView {
        if !builtInOnly, let body = style.body(ProgressParts(fraction: fraction, label: label, currentValueLabel: currentValueLabel)) { return body }
        if style.kind == ProgressViewStyleKind.circular || (style.kind != ProgressViewStyleKind.linear && fraction == nil) {
            return AnyView(VStack(spacing: 8) {
                PlatformControl<UIActivityIndicatorView>(width: 20, height: 20)
                label
            })
        }
        return AnyView(VStack(alignment: .leading, spacing: 4) {
            label
            PlatformControl<UIProgressView>(width: .flexible(ideal: 0, minimum: 0), height: .fixed(4))
            currentValueLabel
        })
    }
}

/// `value` of `total` as a fraction from 0 to 1.
private func completedFraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    return total > 0 ? min(1, max(0, Double(value) / Double(total))) : 0
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() where Label == EmptyView {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label from a
    /// localized string.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing indeterminate progress that generates its label from a string.
    @_disfavoredOverload
    public init<S>(_ title: S) where Label == Text, S: StringProtocol {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// Creates a progress view for showing determinate progress.
    public init<V>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
        self.init(fraction: completedFraction(value, total), label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a label.
    public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
        self.init(fraction: completedFraction(value, total), label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress, with a label and a current value label.
    public init<V>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) where V: BinaryFloatingPoint {
        self.init(fraction: completedFraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// Creates a progress view for showing determinate progress that generates its label from a localized
    /// string.
    public init<V>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
        self.init(fraction: completedFraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label from a string.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView, S: StringProtocol, V: BinaryFloatingPoint {
        self.init(fraction: completedFraction(value, total), label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view for visualizing the given progress instance: a bar at its fraction
    /// completed, a spinner while it is indeterminate.
    public init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(fraction: progress.isIndeterminate ? nil : progress.fractionCompleted, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view based on a style configuration: drawn by the built-in style in effect.
    public init(_ configuration: ProgressViewStyleConfiguration) where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel, builtInOnly: true)
    }

    /// Creates a progress view for showing continuous progress as time passes, with descriptive and
    /// current progress labels: a bar at the fraction of the interval elapsed at the lab's clock.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: elapsedFraction(timerInterval, countsDown: countsDown), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view for showing continuous progress as time passes, with a descriptive label
    /// and the time left as its current value label.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: elapsedFraction(timerInterval, countsDown: countsDown), label: label(),
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view for showing continuous progress as time passes.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(fraction: elapsedFraction(timerInterval, countsDown: countsDown), label: nil,
                  currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

/// The fraction of `interval` elapsed (or left, counting down) at the lab's clock.
private func elapsedFraction(_ interval: ClosedRange<Date>, countsDown: Bool) -> Double {
    let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard length > 0 else { return 1 }
    let elapsed = min(1, max(0, LabClock.now.timeIntervalSince(interval.lowerBound) / length))
    return countsDown ? 1 - elapsed : elapsed
}

/// The default type of the current value label when used by a date-relative progress view: the time
/// left (or elapsed) as a timer, "0:05:00", at the lab's clock.
nonisolated public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The timer text.
    public var body: some View {
        Text(countsDown ? interval.upperBound : interval.lowerBound, style: .timer)
    }
}
