import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Navigation titles, bar modifiers, destinations and transitions leave their view's size.
@Suite struct NavigationTitleTests: EntryBlockHarness {
    typealias Block = EntryBlock
    typealias Item = NavigationEntryItem

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
}
