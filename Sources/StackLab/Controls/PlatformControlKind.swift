@_spi(Nodes) import StackLabCore
import StackLabContent

/// The UIKit control a leaf stands for; its type names the leaf in reports and prices.
protocol PlatformControlKind {}

/// UIKit's switch (`UISwitch`), drawn by `Toggle`.
enum UISwitch: PlatformControlKind {}
/// UIKit's stepper (`UIStepper`), drawn by `Stepper`.
enum UIStepper: PlatformControlKind {}
/// UIKit's slider (`UISlider`), drawn by `Slider`.
enum UISlider: PlatformControlKind {}
/// UIKit's segmented control (`UISegmentedControl`), behind a segmented or palette `Picker`.
enum UISegmentedControl: PlatformControlKind {}
/// UIKit's picker wheel (`UIPickerView`), drawn by a wheel `Picker`.
enum UIPickerView: PlatformControlKind {}
/// UIKit's date picker (`UIDatePicker`) in its graphical and wheel styles.
enum UIDatePicker: PlatformControlKind {}
/// UIKit's calendar (`UICalendarView`), drawn by `MultiDatePicker`.
enum UICalendarView: PlatformControlKind {}
/// UIKit's colour well (`UIColorWell`), drawn by `ColorPicker`.
enum UIColorWell: PlatformControlKind {}
/// UIKit's progress bar (`UIProgressView`), drawn by a linear `ProgressView` and `Gauge`.
enum UIProgressView: PlatformControlKind {}
/// UIKit's spinner (`UIActivityIndicatorView`), drawn by a circular `ProgressView`.
enum UIActivityIndicatorView: PlatformControlKind {}
