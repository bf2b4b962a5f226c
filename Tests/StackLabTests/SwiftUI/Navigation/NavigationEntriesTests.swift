import Foundation
import FrameProf
import Testing
@testable import StackLab

/// Every entry of the navigation, presentation, lists and scrolling family, called as SwiftUI code
/// calls it (derived from SwiftUI's signatures), built and laid out. A presentation or bar modifier
/// that is accepted leaves its view's size as it was; containers fill the screen they are offered.
@Suite struct NavigationEntriesTests {
    struct Item: Identifiable, Hashable, Codable, Sendable {
        var id: Int
        var name: String
        var children: [Item]?
    }

    struct Failure: LocalizedError {}

    static let items = [Item(id: 1, name: "One", children: [Item(id: 3, name: "Three", children: nil)]), Item(id: 2, name: "Two", children: nil)]

    /// A 100 × 20 pt block whose size accepted modifiers must leave alone.
    nonisolated struct Block: View {
        var body: some View { Color.red.frame(width: 100, height: 20) }
    }

    /// Lays each view out for a 390 × 844 screen and returns the sizes.
    private func sizes(_ views: [AnyView], proposal: ProposedSize = ProposedSize(width: 390, height: 844)) -> [Size] {
        views.map { view in layout(proposal) { view }.size }
    }

    /// Every view keeps the block's 100 × 20 size.
    private func expectBlockSized(_ views: [AnyView], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, size) in sizes(views, proposal: .unspecified).enumerated() {
            #expect(size == Size(width: 100, height: 20), "view \(index)", sourceLocation: sourceLocation)
        }
    }

    /// Every view fills the screen.
    private func expectScreenSized(_ views: [AnyView], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, size) in sizes(views).enumerated() {
            #expect(size == Size(width: 390, height: 844), "view \(index)", sourceLocation: sourceLocation)
        }
    }

    @Test func navigationContainersAndLinks() {
        RecordingContext().run {
            var path = NavigationPath()
            path.append(3)
            path.append("profile")
            path.append(Item(id: 9, name: "Nine", children: nil))
            #expect(path.count == 3 && !path.isEmpty)
            path.removeLast()
            path.removeLast(1)
            #expect(path.count == 1)
            let codable = NavigationPath([1, 2, 3]).codable!
            let data = try! JSONEncoder().encode(codable)
            let restored = NavigationPath(try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
            #expect(restored.count == 3 && restored.codable == codable)
            #expect(NavigationPath(["a", "b"]).count == 2)

            var screens: [AnyView] = []
            screens.append(AnyView(NavigationStack { Block() }))
            screens.append(AnyView(NavigationStack(path: .constant(NavigationPath())) { Block() }))
            screens.append(AnyView(NavigationStack(path: .constant([Item]())) { Block() }))
            screens.append(AnyView(NavigationView { Block() }.navigationViewStyle(.stack)))
            screens.append(AnyView(NavigationView { Block(); Block() }.navigationViewStyle(.columns)))
            screens.append(AnyView(NavigationView { Block() }.navigationViewStyle(StackNavigationViewStyle())))
            screens.append(AnyView(NavigationView { Block() }.navigationViewStyle(DoubleColumnNavigationViewStyle())))
            screens.append(AnyView(NavigationView { Block() }.navigationViewStyle(.automatic)))
            let visibility = Binding.constant(NavigationSplitViewVisibility.all)
            let column = Binding.constant(NavigationSplitViewColumn.sidebar)
            screens.append(AnyView(NavigationSplitView { Block() } content: { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView(columnVisibility: visibility) { Block() } content: { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView(columnVisibility: visibility) { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView(preferredCompactColumn: column) { Block() } content: { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: column) { Block() } content: { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView(preferredCompactColumn: column) { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: .constant(.content)) { Block() } detail: { Block() }))
            screens.append(AnyView(NavigationSplitView { Block().navigationSplitViewColumnWidth(200) } detail: { Block() }.navigationSplitViewStyle(.balanced)))
            screens.append(AnyView(NavigationSplitView { Block().navigationSplitViewColumnWidth(min: 100, ideal: 200, max: 300) } detail: { Block() }.navigationSplitViewStyle(.prominentDetail)))
            screens.append(AnyView(NavigationSplitView { Block() } detail: { Block() }.navigationSplitViewStyle(.automatic)))
            screens.append(AnyView(NavigationSplitView { Block() } detail: { Block() }.navigationSplitViewStyle(BalancedNavigationSplitViewStyle())))
            expectScreenSized(screens)
            #expect(NavigationSplitViewVisibility.detailOnly != .doubleColumn && NavigationSplitViewVisibility.automatic != .all)
            let encoded = try! JSONEncoder().encode(NavigationSplitViewVisibility.detailOnly)
            #expect(try! JSONDecoder().decode(NavigationSplitViewVisibility.self, from: encoded) == .detailOnly)
            #expect(NavigationSplitViewColumn.detail != .content)

            let flag = Binding.constant(false)
            let tag = Binding<Int?>.constant(nil)
            var links: [AnyView] = []
            links.append(AnyView(NavigationLink { Text("Detail") } label: { Block() }))
            links.append(AnyView(NavigationLink(isActive: flag) { Text("Detail") } label: { Block() }))
            links.append(AnyView(NavigationLink(tag: 1, selection: tag) { Text("Detail") } label: { Block() }))
            links.append(AnyView(NavigationLink(destination: Text("Detail")) { Block() }))
            links.append(AnyView(NavigationLink(destination: Text("Detail"), isActive: flag) { Block() }))
            links.append(AnyView(NavigationLink(destination: Text("Detail"), tag: 1, selection: tag) { Block() }))
            links.append(AnyView(NavigationLink(value: 3) { Block() }))
            links.append(AnyView(NavigationLink(value: Item(id: 1, name: "One", children: nil)) { Block() }))
            links.append(AnyView(NavigationLink { Text("Detail") } label: { Block() }.isDetailLink(false)))
            expectBlockSized(links)
            var titled: [AnyView] = []
            let title: String = "Detail"
            titled.append(AnyView(NavigationLink("Detail", value: 3)))
            titled.append(AnyView(NavigationLink(title, value: 3)))
            titled.append(AnyView(NavigationLink("Detail", value: Item(id: 1, name: "One", children: nil))))
            titled.append(AnyView(NavigationLink(title, value: Item(id: 1, name: "One", children: nil))))
            titled.append(AnyView(NavigationLink("Detail") { Text("Detail") }))
            titled.append(AnyView(NavigationLink(title) { Text("Detail") }))
            titled.append(AnyView(NavigationLink("Detail", isActive: flag) { Text("Detail") }))
            titled.append(AnyView(NavigationLink(title, isActive: flag) { Text("Detail") }))
            titled.append(AnyView(NavigationLink("Detail", tag: 1, selection: tag) { Text("Detail") }))
            titled.append(AnyView(NavigationLink(title, tag: 1, selection: tag) { Text("Detail") }))
            titled.append(AnyView(NavigationLink("Detail", destination: Text("Detail"))))
            titled.append(AnyView(NavigationLink(title, destination: Text("Detail"))))
            titled.append(AnyView(NavigationLink("Detail", destination: Text("Detail"), isActive: flag)))
            titled.append(AnyView(NavigationLink(title, destination: Text("Detail"), isActive: flag)))
            titled.append(AnyView(NavigationLink("Detail", destination: Text("Detail"), tag: 1, selection: tag)))
            titled.append(AnyView(NavigationLink(title, destination: Text("Detail"), tag: 1, selection: tag)))
            let text = layout(.unspecified) { Text("Detail") }.size
            for size in sizes(titled, proposal: .unspecified) { #expect(size == text) }
        }
    }

    @Test func titlesBarsAndDestinations() {
        RecordingContext().run {
            let title: String = "Inbox"
            var views: [AnyView] = []
            views.append(AnyView(Block().navigationTitle(Text("Inbox"))))
            views.append(AnyView(Block().navigationTitle("Inbox")))
            views.append(AnyView(Block().navigationTitle(title)))
            views.append(AnyView(Block().navigationTitle(.constant("Inbox"))))
            views.append(AnyView(Block().navigationBarTitle(Text("Inbox"))))
            views.append(AnyView(Block().navigationBarTitle("Inbox")))
            views.append(AnyView(Block().navigationBarTitle(title)))
            views.append(AnyView(Block().navigationBarTitle(Text("Inbox"), displayMode: .large)))
            views.append(AnyView(Block().navigationBarTitle("Inbox", displayMode: .automatic)))
            views.append(AnyView(Block().navigationBarTitle(title, displayMode: .inline)))
            views.append(AnyView(Block().navigationBarTitleDisplayMode(.inline)))
            views.append(AnyView(Block().toolbarTitleDisplayMode(.inlineLarge)))
            views.append(AnyView(Block().toolbarTitleDisplayMode(.large)))
            views.append(AnyView(Block().toolbarTitleDisplayMode(.automatic)))
            views.append(AnyView(Block().toolbarTitleDisplayMode(.inline)))
            views.append(AnyView(Block().navigationBarHidden(true)))
            views.append(AnyView(Block().navigationBarBackButtonHidden()))
            views.append(AnyView(Block().navigationBarItems(leading: Text("Edit"))))
            views.append(AnyView(Block().navigationBarItems(trailing: Text("Add"))))
            views.append(AnyView(Block().navigationBarItems(leading: Text("Edit"), trailing: Text("Add"))))
            views.append(AnyView(Block().navigationDocument(URL(fileURLWithPath: "/tmp/note.txt"))))
            views.append(AnyView(Block().navigationDestination(for: Item.self) { Text($0.name) }))
            views.append(AnyView(Block().navigationDestination(isPresented: .constant(false)) { Text("Detail") }))
            views.append(AnyView(Block().navigationDestination(item: .constant(Item?.none)) { Text($0.name) }))
            views.append(AnyView(Block().navigationTransition(.automatic)))
            @Namespace var namespace
            views.append(AnyView(Block().navigationTransition(.zoom(sourceID: 1, in: namespace))))
            views.append(AnyView(Block().matchedTransitionSource(id: 1, in: namespace)))
            views.append(AnyView(Block().matchedTransitionSource(id: 1, in: namespace) { $0.shadow(radius: 4).clipShape(RoundedRectangle(cornerRadius: 8)).background(.red) }))
            expectBlockSized(views)
            #expect(NavigationBarItem.TitleDisplayMode.large != .inline)
        }
    }

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

    struct Compact: CustomPresentationDetent {
        static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 3 }
    }

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
