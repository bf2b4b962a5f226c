import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Sheets, covers, popovers, inspectors, file dialogs and sensory feedback, and their presentation
/// modifiers, leave their view's size.
@Suite struct PresentationModifiersTests: EntryBlockHarness {
    typealias Block = EntryBlock
    typealias Item = NavigationEntryItem

    struct Compact: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 3 }
    }

    @Test func presentations() {
        RecordingContext().run {
            let flag = Binding.constant(false)
            let item = Binding<Item?>.constant(nil)
            var views: [AnyView] = []
            views.append(AnyView(Block().sheet(isPresented: flag) { Text("Sheet") }))
            views.append(AnyView(Block().sheet(isPresented: flag, onDismiss: {}) { Text("Sheet") }))
            views.append(AnyView(Block().sheet(item: item) { Text($0.name) }))
            views.append(AnyView(Block().fullScreenCover(isPresented: flag) { Text("Cover") }))
            views.append(AnyView(Block().fullScreenCover(item: item, onDismiss: nil) { Text($0.name) }))
            views.append(AnyView(Block().popover(isPresented: flag, arrowEdge: .bottom) { Text("Popover") }))
            views.append(AnyView(Block().popover(isPresented: flag, attachmentAnchor: .point(.top)) { Text("Popover") }))
            views.append(AnyView(Block().popover(item: item, attachmentAnchor: .rect(.bounds), arrowEdge: .top) { Text($0.name) }))
            views.append(AnyView(Block().popover(item: item, attachmentAnchor: .rect(.rect(CGRect(x: 0, y: 0, width: 10, height: 10)))) { Text($0.name) }))
            views.append(AnyView(Block().interactiveDismissDisabled()))
            views.append(AnyView(Block().presentationDetents([.medium, .large, .fraction(0.3), .height(200), .custom(Compact.self)])))
            views.append(AnyView(Block().presentationDetents([.medium], selection: .constant(.medium))))
            views.append(AnyView(Block().presentationDragIndicator(.visible)))
            views.append(AnyView(Block().presentationBackground(.thinMaterial)))
            views.append(AnyView(Block().presentationBackground(alignment: .top) { Color.blue }))
            views.append(AnyView(Block().presentationBackgroundInteraction(.enabled(upThrough: .medium))))
            views.append(AnyView(Block().presentationCompactAdaptation(.popover)))
            views.append(AnyView(Block().presentationCompactAdaptation(horizontal: .sheet, vertical: .fullScreenCover)))
            views.append(AnyView(Block().presentationContentInteraction(.scrolls)))
            views.append(AnyView(Block().presentationCornerRadius(24)))
            views.append(AnyView(Block().presentationSizing(.form.sticky(vertical: true))))
            views.append(AnyView(Block().presentationSizing(.page.fitted(horizontal: true, vertical: false))))
            views.append(AnyView(Block().inspector(isPresented: flag) { Text("Inspector") }))
            views.append(AnyView(Block().inspectorColumnWidth(300)))
            views.append(AnyView(Block().inspectorColumnWidth(min: 200, ideal: 300, max: 400)))
            let url = URL(fileURLWithPath: "/tmp/a.txt")
            views.append(AnyView(Block().fileMover(isPresented: flag, file: url) { _ in }))
            views.append(AnyView(Block().fileMover(isPresented: flag, files: [url]) { _ in }))
            views.append(AnyView(Block().fileMover(isPresented: flag, file: url, onCompletion: { _ in }, onCancellation: {})))
            views.append(AnyView(Block().fileMover(isPresented: flag, files: [url], onCompletion: { _ in }, onCancellation: {})))
            let label: String = "Move"
            views.append(AnyView(Block().fileDialogBrowserOptions([.enumeratePackages, .includeHiddenFiles, .displayFileExtensions])))
            views.append(AnyView(Block().fileDialogConfirmationLabel(Text("Move"))))
            views.append(AnyView(Block().fileDialogConfirmationLabel("Move")))
            views.append(AnyView(Block().fileDialogConfirmationLabel(label)))
            views.append(AnyView(Block().fileDialogCustomizationID("mover")))
            views.append(AnyView(Block().fileDialogDefaultDirectory(nil)))
            views.append(AnyView(Block().fileDialogImportsUnresolvedAliases(true)))
            views.append(AnyView(Block().fileDialogMessage(Text("Pick"))))
            views.append(AnyView(Block().fileDialogMessage("Pick")))
            views.append(AnyView(Block().fileDialogMessage(label)))
            views.append(AnyView(Block().fileDialogURLEnabled(#Predicate<URL> { $0.isFileURL })))
            views.append(AnyView(Block().fileExporterFilenameLabel(Text("Name"))))
            views.append(AnyView(Block().fileExporterFilenameLabel("Name")))
            views.append(AnyView(Block().fileExporterFilenameLabel(label)))
            views.append(AnyView(Block().sensoryFeedback(.success, trigger: 1)))
            views.append(AnyView(Block().sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: 1) { old, new in new > old }))
            views.append(AnyView(Block().sensoryFeedback(trigger: 1) { _, _ in .impact(flexibility: .soft) }))
            expectBlockSized(views)
            _ = [SensoryFeedback.warning, .error, .selection, .increase, .decrease, .start, .stop, .alignment, .levelChange, .pathComplete, .impact]
            _ = [PresentationAdaptation.automatic, .none]
            _ = [PresentationContentInteraction.automatic, .resizes]
            _ = [PresentationBackgroundInteraction.automatic, .enabled, .disabled]
            _ = (AutomaticPresentationSizing(), FittedPresentationSizing())
        }
    }
}
