import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Toolbars, their items and their modifiers leave their view's size.
@Suite struct ToolbarTests: EntryBlockHarness {
    typealias Block = EntryBlock

    @Test func toolbars() {
        RecordingContext().run {
            var views: [AnyView] = []
            views.append(AnyView(Block().toolbar { Button("Add") {} }))
            views.append(AnyView(Block().toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                ToolbarItemGroup(placement: .secondaryAction) { Button("One") {}; Button("Two") {} }
                ToolbarTitleMenu { Button("Rename") {} }
            }))
            views.append(AnyView(Block().toolbar(id: "editor") {
                ToolbarItem(id: "bold", placement: .primaryAction) { Button("Bold") {} }
                ToolbarItem(id: "italic", placement: .automatic, showsByDefault: false) { Button("Italic") {} }
                    .customizationBehavior(.reorderable)
                ToolbarItem(id: "more") { Button("More") {} }.defaultCustomization(.hidden, options: .alwaysAvailable)
                ToolbarItem(id: "share") { Button("Share") {} }.defaultCustomization()
                ToolbarTitleMenu()
            }))
            views.append(AnyView(Block().toolbar {
                if Bool.random() {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                } else {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                }
                ToolbarItemGroup(placement: .navigation) { Button("Back") {} } label: { Label("More", systemImage: "ellipsis") }
            }))
            views.append(AnyView(Block().toolbar(removing: .sidebarToggle)))
            views.append(AnyView(Block().toolbar(.visible, for: .navigationBar, .tabBar)))
            views.append(AnyView(Block().toolbarVisibility(.automatic, for: .bottomBar)))
            views.append(AnyView(Block().toolbarBackground(.red, for: .navigationBar)))
            views.append(AnyView(Block().toolbarBackground(.visible, for: .tabBar)))
            views.append(AnyView(Block().toolbarBackgroundVisibility(.hidden, for: .automatic)))
            views.append(AnyView(Block().toolbarColorScheme(.dark, for: .navigationBar)))
            views.append(AnyView(Block().toolbarRole(.editor)))
            views.append(AnyView(Block().toolbarTitleMenu { Button("Rename") {} }))
            expectBlockSized(views)
            let item = ToolbarItem(id: "bold") { Text("B") }
            #expect(item.id == "bold")
            _ = [ToolbarItemPlacement.principal, .status, .destructiveAction, .keyboard, .topBarLeading, .navigationBarLeading, .navigationBarTrailing, .bottomBar]
            _ = [ToolbarRole.automatic, .navigationStack, .browser]
            _ = [ToolbarCustomizationBehavior.default, .disabled]
            _ = ToolbarDefaultItemKind.title
            _ = ToolbarLabelStyle.automatic
        }
    }
}
