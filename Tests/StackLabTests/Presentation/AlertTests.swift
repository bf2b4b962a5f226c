import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Alerts, confirmation dialogs and action sheets leave their view's size.
@Suite struct AlertTests: EntryBlockHarness {
    typealias Block = EntryBlock
    typealias Item = NavigationEntryItem

    struct Failure: LocalizedError {}

    @Test func alertsAndDialogs() {
        RecordingContext().run {
            let flag = Binding.constant(false)
            let title: String = "Delete?"
            let item: Item? = nil
            var views: [AnyView] = []
            views.append(AnyView(Block().alert("Delete?", isPresented: flag) { Button("OK") {} }))
            views.append(AnyView(Block().alert(title, isPresented: flag) { Button("OK") {} }))
            views.append(AnyView(Block().alert(Text("Delete?"), isPresented: flag) { Button("OK") {} }))
            views.append(AnyView(Block().alert("Delete?", isPresented: flag) { Button("OK") {} } message: { Text("Gone for good.") }))
            views.append(AnyView(Block().alert(title, isPresented: flag) { Button("OK") {} } message: { Text("Gone.") }))
            views.append(AnyView(Block().alert(Text("Delete?"), isPresented: flag) { Button("OK") {} } message: { Text("Gone.") }))
            views.append(AnyView(Block().alert("Delete?", isPresented: flag, presenting: item) { Button($0.name) {} }))
            views.append(AnyView(Block().alert(title, isPresented: flag, presenting: item) { Button($0.name) {} }))
            views.append(AnyView(Block().alert(Text("Delete?"), isPresented: flag, presenting: item) { Button($0.name) {} }))
            views.append(AnyView(Block().alert("Delete?", isPresented: flag, presenting: item) { Button($0.name) {} } message: { Text($0.name) }))
            views.append(AnyView(Block().alert(title, isPresented: flag, presenting: item) { Button($0.name) {} } message: { Text($0.name) }))
            views.append(AnyView(Block().alert(Text("Delete?"), isPresented: flag, presenting: item) { Button($0.name) {} } message: { Text($0.name) }))
            views.append(AnyView(Block().alert(isPresented: flag, error: Failure?.none) { Button("OK") {} }))
            views.append(AnyView(Block().alert(isPresented: flag, error: Failure?.none) { _ in Button("OK") {} } message: { _ in Text("Failed") }))
            views.append(AnyView(Block().alert(isPresented: flag) { Alert(title: Text("Done"), message: Text("Saved"), dismissButton: .default(Text("OK"))) }))
            views.append(AnyView(Block().alert(item: .constant(item)) { Alert(title: Text($0.name), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel()) }))
            views.append(AnyView(Block().confirmationDialog("Delete?", isPresented: flag) { Button("Delete", role: .destructive) {} }))
            views.append(AnyView(Block().confirmationDialog(title, isPresented: flag, titleVisibility: .visible) { Button("Delete") {} }))
            views.append(AnyView(Block().confirmationDialog(Text("Delete?"), isPresented: flag) { Button("Delete") {} }))
            views.append(AnyView(Block().confirmationDialog("Delete?", isPresented: flag) { Button("Delete") {} } message: { Text("Gone.") }))
            views.append(AnyView(Block().confirmationDialog(title, isPresented: flag) { Button("Delete") {} } message: { Text("Gone.") }))
            views.append(AnyView(Block().confirmationDialog(Text("Delete?"), isPresented: flag, titleVisibility: .hidden) { Button("Delete") {} } message: { Text("Gone.") }))
            views.append(AnyView(Block().confirmationDialog("Delete?", isPresented: flag, presenting: item) { Button($0.name) {} }))
            views.append(AnyView(Block().confirmationDialog(title, isPresented: flag, presenting: item) { Button($0.name) {} }))
            views.append(AnyView(Block().confirmationDialog(Text("Delete?"), isPresented: flag, presenting: item) { Button($0.name) {} }))
            views.append(AnyView(Block().confirmationDialog("Delete?", isPresented: flag, presenting: item) { Button($0.name) {} } message: { Text($0.name) }))
            views.append(AnyView(Block().confirmationDialog(title, isPresented: flag, presenting: item) { Button($0.name) {} } message: { Text($0.name) }))
            views.append(AnyView(Block().confirmationDialog(Text("Delete?"), isPresented: flag, presenting: item) { Button($0.name) {} } message: { Text($0.name) }))
            views.append(AnyView(Block().actionSheet(isPresented: flag) { ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")), .cancel(Text("Cancel"))]) }))
            views.append(AnyView(Block().actionSheet(item: .constant(item)) { ActionSheet(title: Text($0.name)) }))
            views.append(AnyView(Block().dialogIcon(Image(systemName: "trash"))))
            views.append(AnyView(Block().dialogSuppressionToggle(Text("Don't ask"), isSuppressed: flag)))
            views.append(AnyView(Block().dialogSuppressionToggle("Don't ask", isSuppressed: flag)))
            views.append(AnyView(Block().dialogSuppressionToggle(title, isSuppressed: flag)))
            views.append(AnyView(Block().dialogSuppressionToggle(isSuppressed: flag)))
            expectBlockSized(views)
        }
    }
}
