import Foundation
import FrameProf
import Testing
@testable import StackLab

/// Every list and scrolling entry called as SwiftUI code calls it, built and laid out: a list or a
/// scroll view fills the screen; accepted modifiers leave their view's size as it was; environment
/// values read back what was set.
@Suite struct NavigationListsAndScrollingEntriesTests {
    nonisolated struct Block: View {
        var body: some View { Color.red.frame(width: 100, height: 20) }
    }

    struct Item: Identifiable, Hashable, Sendable {
        var id: Int
        var name: String
        var children: [Item]?
    }

    static let tree = [Item(id: 1, name: "One", children: [Item(id: 3, name: "Three", children: nil)]), Item(id: 2, name: "Two", children: nil)]

    private func sizes(_ views: [AnyView], proposal: ProposedSize) -> [Size] {
        views.map { view in layout(proposal) { view }.size }
    }

    private func expectBlockSized(_ views: [AnyView], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, size) in sizes(views, proposal: .unspecified).enumerated() {
            #expect(size == Size(width: 100, height: 20), "view \(index)", sourceLocation: sourceLocation)
        }
    }

    private func expectScreenSized(_ views: [AnyView], sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, size) in sizes(views, proposal: ProposedSize(width: 390, height: 844)).enumerated() {
            #expect(size == Size(width: 390, height: 844), "view \(index)", sourceLocation: sourceLocation)
        }
    }

    @Test func listInitializers() {
        RecordingContext().run {
            let tree = Self.tree
            let names = ["a", "b"]
            let many = Binding<Set<Int>>.constant([])
            let one = Binding<Int?>.constant(nil)
            let bound = Binding.constant(tree)
            let boundNames = Binding.constant(names)
            var views: [AnyView] = []
            views.append(AnyView(List { Block() }))
            views.append(AnyView(List(selection: many) { Block() }))
            views.append(AnyView(List(selection: one) { Block() }))
            views.append(AnyView(List(tree) { Text($0.name) }))
            views.append(AnyView(List(tree, selection: many) { Text($0.name) }))
            views.append(AnyView(List(tree, selection: one) { Text($0.name) }))
            views.append(AnyView(List(names, id: \.self) { Text($0) }))
            views.append(AnyView(List(names, id: \.self, selection: Binding<Set<String>>.constant([])) { Text($0) }))
            views.append(AnyView(List(names, id: \.self, selection: Binding<String?>.constant(nil)) { Text($0) }))
            views.append(AnyView(List(0..<3) { Text("\($0)") }))
            views.append(AnyView(List(0..<3, selection: many) { Text("\($0)") }))
            views.append(AnyView(List(0..<3, selection: one) { Text("\($0)") }))
            views.append(AnyView(List(tree, children: \.children) { Text($0.name) }))
            views.append(AnyView(List(tree, children: \.children, selection: many) { Text($0.name) }))
            views.append(AnyView(List(tree, children: \.children, selection: one) { Text($0.name) }))
            views.append(AnyView(List(tree, id: \.name, children: \.children) { Text($0.name) }))
            views.append(AnyView(List(tree, id: \.name, children: \.children, selection: Binding<Set<String>>.constant([])) { Text($0.name) }))
            views.append(AnyView(List(tree, id: \.name, children: \.children, selection: Binding<String?>.constant(nil)) { Text($0.name) }))
            views.append(AnyView(List(bound) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, selection: many) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, selection: one) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(boundNames, id: \.self) { name in Text(name.wrappedValue) }))
            views.append(AnyView(List(boundNames, id: \.self, selection: Binding<Set<String>>.constant([])) { name in Text(name.wrappedValue) }))
            views.append(AnyView(List(boundNames, id: \.self, selection: Binding<String?>.constant(nil)) { name in Text(name.wrappedValue) }))
            views.append(AnyView(List(bound, editActions: .all) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, editActions: .delete, selection: many) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, editActions: .move, selection: one) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(boundNames, id: \.self, editActions: .all) { name in Text(name.wrappedValue) }))
            views.append(AnyView(List(boundNames, id: \.self, editActions: .all, selection: Binding<Set<String>>.constant([])) { name in Text(name.wrappedValue) }))
            views.append(AnyView(List(boundNames, id: \.self, editActions: .all, selection: Binding<String?>.constant(nil)) { name in Text(name.wrappedValue) }))
            views.append(AnyView(List(bound, children: \.children) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, children: \.children, selection: many) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, children: \.children, selection: one) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, id: \.name, children: \.children) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, id: \.name, children: \.children, selection: Binding<Set<String>>.constant([])) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List(bound, id: \.name, children: \.children, selection: Binding<String?>.constant(nil)) { item in Text(item.wrappedValue.name) }))
            views.append(AnyView(List { OutlineGroup(bound, children: \.children) { item in Text(item.wrappedValue.name) } }))
            views.append(AnyView(List { OutlineGroup(Binding.constant(tree[0]), children: \.children) { item in Text(item.wrappedValue.name) } }))
            views.append(AnyView(List { OutlineGroup(bound, id: \.name, children: \.children) { item in Text(item.wrappedValue.name) } }))
            views.append(AnyView(List { OutlineGroup(Binding.constant(tree[0]), id: \.name, children: \.children) { item in Text(item.wrappedValue.name) } }))
            expectScreenSized(views)
            _ = EditActions<[Int]>(rawValue: 3)
            #expect(EditMode.active.isEditing && !EditMode.inactive.isEditing && EditMode.transient.isEditing)
        }
    }

    @Test func sectionsOutlinesAndDisclosureGroups() {
        RecordingContext().run {
            let title: String = "Fruits"
            let open = Binding.constant(true)
            var views: [AnyView] = []
            views.append(AnyView(VStack(spacing: 0) { Section { Block() } }))
            views.append(AnyView(VStack(spacing: 0) { Section { Block() } header: { EmptyView() } }))
            views.append(AnyView(VStack(spacing: 0) { Section { Block() } footer: { EmptyView() } }))
            views.append(AnyView(VStack(spacing: 0) { Section { Block() } header: { EmptyView() } footer: { EmptyView() } }))
            views.append(AnyView(VStack(spacing: 0) { Section(header: EmptyView()) { Block() } }))
            views.append(AnyView(VStack(spacing: 0) { Section(footer: EmptyView()) { Block() } }))
            views.append(AnyView(VStack(spacing: 0) { Section(header: EmptyView(), footer: EmptyView()) { Block() } }))
            views.append(AnyView(VStack(spacing: 0) { Section(isExpanded: open) { Block() } header: { EmptyView() } }))
            expectBlockSized(views)
            var lists: [AnyView] = []
            lists.append(AnyView(List { Section("Fruits") { Block() } }))
            lists.append(AnyView(List { Section(title) { Block() } }))
            lists.append(AnyView(List { Section("Fruits", isExpanded: open) { Block() } }))
            lists.append(AnyView(List { Section(title, isExpanded: .constant(false)) { Block() } }))
            lists.append(AnyView(List { OutlineGroup(Self.tree[0], children: \.children) { Text($0.name) } }))
            lists.append(AnyView(List { OutlineGroup(Self.tree, children: \.children) { Text($0.name) } }))
            lists.append(AnyView(List { OutlineGroup(Self.tree[0], id: \.name, children: \.children) { Text($0.name) } }))
            lists.append(AnyView(List { OutlineGroup(Self.tree, id: \.name, children: \.children) { Text($0.name) } }))
            lists.append(AnyView(List { DisclosureGroup { Block() } label: { Text("More") } }))
            lists.append(AnyView(List { DisclosureGroup(isExpanded: open) { Block() } label: { Text("More") } }))
            lists.append(AnyView(List { DisclosureGroup("More") { Block() } }))
            lists.append(AnyView(List { DisclosureGroup("More", isExpanded: open) { Block() } }))
            lists.append(AnyView(List { DisclosureGroup(title) { Block() } }))
            lists.append(AnyView(List { DisclosureGroup(title, isExpanded: open) { Block() } }))
            expectScreenSized(lists)
        }
    }

    @Test func listStylesAndRowModifiers() {
        RecordingContext().run {
            var lists: [AnyView] = []
            for style in [AnyView(List { Block() }.listStyle(.automatic)), AnyView(List { Block() }.listStyle(.plain)),
                          AnyView(List { Block() }.listStyle(.grouped)), AnyView(List { Block() }.listStyle(.inset)),
                          AnyView(List { Block() }.listStyle(.insetGrouped)), AnyView(List { Block() }.listStyle(.sidebar)),
                          AnyView(List { Block() }.listStyle(DefaultListStyle())), AnyView(List { Block() }.listStyle(PlainListStyle()))] {
                lists.append(style)
            }
            lists.append(AnyView(List { Block() }.listRowSpacing(8).listSectionSpacing(12)))
            lists.append(AnyView(List { Block() }.listSectionSpacing(.compact)))
            lists.append(AnyView(List { Block() }.listSectionSpacing(.custom(24))))
            lists.append(AnyView(List { Block() }.listSectionSpacing(.default)))
            lists.append(AnyView(List { Block() }.scrollContentBackground(.hidden)))
            lists.append(AnyView(List { ForEach([1, 2], id: \.self) { Text("\($0)") }.onDelete { _ in }.onMove { _, _ in } }))
            lists.append(AnyView(List { Block() }.environment(\.editMode, .constant(.active))))
            expectScreenSized(lists)
            var rows: [AnyView] = []
            rows.append(AnyView(Block().listRowInsets(EdgeInsets())))
            rows.append(AnyView(Block().listRowInsets(nil)))
            rows.append(AnyView(Block().listRowSeparator(.hidden)))
            rows.append(AnyView(Block().listRowSeparator(.visible, edges: .top)))
            rows.append(AnyView(Block().listRowSeparatorTint(.gray)))
            rows.append(AnyView(Block().listRowSeparatorTint(nil, edges: .bottom)))
            rows.append(AnyView(Block().listRowBackground(Color.yellow)))
            rows.append(AnyView(Block().listSectionSeparator(.hidden, edges: .all)))
            rows.append(AnyView(Block().listSectionSeparatorTint(.red)))
            rows.append(AnyView(Block().listItemTint(.red)))
            rows.append(AnyView(Block().listItemTint(ListItemTint.monochrome)))
            rows.append(AnyView(Block().listItemTint(.fixed(.blue))))
            rows.append(AnyView(Block().listItemTint(.preferred(.green))))
            rows.append(AnyView(Block().headerProminence(.increased)))
            rows.append(AnyView(Block().swipeActions { Button("Delete", role: .destructive) {} }))
            rows.append(AnyView(Block().swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }))
            rows.append(AnyView(Block().deleteDisabled(true)))
            rows.append(AnyView(Block().moveDisabled(true)))
            rows.append(AnyView(Block().selectionDisabled()))
            rows.append(AnyView(Block().sectionActions { Button("Add") {} }))
            expectBlockSized(rows)
            #expect(Prominence.standard != .increased)
        }
    }

    @Test func scrollViewsAndScrolling() {
        RecordingContext().run {
            var views: [AnyView] = []
            views.append(AnyView(ScrollView { Block() }))
            views.append(AnyView(ScrollView(.vertical, showsIndicators: false) { Block() }))
            views.append(AnyView(ScrollView(.vertical) { Block() }))
            views.append(AnyView(ScrollViewReader { proxy in ScrollView { Block().onAppear { proxy.scrollTo(1, anchor: .top) } } }))
            views.append(AnyView(ScrollView { Block() }.contentMargins(16)))
            views.append(AnyView(ScrollView { Block() }.contentMargins(.vertical, 8, for: .scrollContent)))
            views.append(AnyView(ScrollView { Block() }.contentMargins(.horizontal, EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))))
            expectScreenSized(views)
            var scroll = ScrollView(.horizontal) { Block() }
            scroll.axes = .vertical
            scroll.showsIndicators = false
            #expect(scroll.axes == .vertical && !scroll.showsIndicators)
            _ = scroll.content

            var modifiers: [AnyView] = []
            modifiers.append(AnyView(Block().scrollTargetBehavior(.paging)))
            modifiers.append(AnyView(Block().scrollTargetBehavior(.viewAligned)))
            modifiers.append(AnyView(Block().scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))))
            modifiers.append(AnyView(Block().scrollTargetBehavior(AnyScrollTargetBehavior(PagingScrollTargetBehavior()))))
            modifiers.append(AnyView(Block().scrollTargetLayout()))
            modifiers.append(AnyView(Block().scrollPosition(id: .constant(Int?.none))))
            modifiers.append(AnyView(Block().scrollPosition(.constant(ScrollPosition(edge: .top)), anchor: .center)))
            modifiers.append(AnyView(Block().scrollIndicators(.hidden)))
            modifiers.append(AnyView(Block().scrollIndicators(.never, axes: .horizontal)))
            modifiers.append(AnyView(Block().scrollIndicatorsFlash(onAppear: true)))
            modifiers.append(AnyView(Block().scrollIndicatorsFlash(trigger: 1)))
            modifiers.append(AnyView(Block().scrollDisabled(true)))
            modifiers.append(AnyView(Block().scrollClipDisabled()))
            modifiers.append(AnyView(Block().scrollBounceBehavior(.basedOnSize)))
            modifiers.append(AnyView(Block().scrollBounceBehavior(.always, axes: .horizontal)))
            modifiers.append(AnyView(Block().scrollDismissesKeyboard(.interactively)))
            modifiers.append(AnyView(Block().defaultScrollAnchor(.bottom)))
            modifiers.append(AnyView(Block().defaultScrollAnchor(.top, for: .initialOffset)))
            modifiers.append(AnyView(Block().scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.9) }))
            modifiers.append(AnyView(Block().scrollTransition(.animated(.default).threshold(.visible(0.9)), axis: .vertical) { content, phase in content.offset(y: phase.value * 10) }))
            modifiers.append(AnyView(Block().scrollTransition(topLeading: .interactive(timingCurve: .circularEaseIn), bottomTrailing: .identity) { content, _ in content.blur(radius: 2) }))
            modifiers.append(AnyView(Block().onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, _ in }))
            modifiers.append(AnyView(Block().onScrollPhaseChange { _, new in _ = new.isScrolling }))
            modifiers.append(AnyView(Block().onScrollPhaseChange { _, _, context in _ = context.geometry.visibleRect }))
            modifiers.append(AnyView(Block().onScrollVisibilityChange { _ in }))
            modifiers.append(AnyView(Block().onScrollVisibilityChange(threshold: 0.2) { _ in }))
            modifiers.append(AnyView(Block().onScrollTargetVisibilityChange(idType: Int.self) { _ in }))
            modifiers.append(AnyView(Block().statusBarHidden()))
            modifiers.append(AnyView(Block().statusBar(hidden: true)))
            modifiers.append(AnyView(Block().persistentSystemOverlays(.hidden)))
            expectBlockSized(modifiers)
            let input = RecordingContext().runLab { AnyView(Block().scrollInputBehavior(.disabled, for: ScrollInputKind())) }
            expectBlockSized([input])

            var position = ScrollPosition(idType: Int.self)
            position.scrollTo(id: 5, anchor: .top)
            #expect(position.viewID(type: Int.self) == 5)
            position.scrollTo(edge: .bottom)
            #expect(position.edge == .bottom)
            position.scrollTo(y: 120)
            #expect(position.point == CGPoint(x: 0, y: 120))
            position.scrollTo(x: 10, y: 20)
            position.scrollTo(x: 10)
            position.scrollTo(point: .zero)
            _ = [ScrollPosition(id: 1), ScrollPosition(point: .zero), ScrollPosition(x: 1, y: 2), ScrollPosition(x: 1), ScrollPosition(y: 2)]
            var target = ScrollTarget(rect: CGRect(x: 0, y: 530, width: 390, height: 800), anchor: nil)
            let context = ScrollTargetBehaviorContext(environment: EnvironmentValues(), originalTarget: target, velocity: CGVector(dx: 0, dy: 1),
                                                      contentSize: CGSize(width: 390, height: 4000), containerSize: CGSize(width: 390, height: 800), axes: .vertical)
            PagingScrollTargetBehavior().updateTarget(&target, context: context)
            #expect(target.rect.origin.y == 800)
            let geometry = ScrollGeometry(contentOffset: CGPoint(x: 0, y: 40), contentSize: CGSize(width: 390, height: 1000),
                                          contentInsets: EdgeInsets(), containerSize: CGSize(width: 390, height: 800))
            #expect(geometry.visibleRect == CGRect(x: 0, y: 40, width: 390, height: 800) && geometry.bounds.minY == 40)
            #expect(abs(UnitCurve.linear.value(at: 0.25) - 0.25) < 1e-9 && abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
            #expect(abs(UnitCurve.easeIn.inverse.value(at: UnitCurve.easeIn.value(at: 0.3)) - 0.3) < 1e-6)
            _ = [ScrollIndicatorVisibility.automatic, .visible]
            _ = [ScrollDismissesKeyboardMode.automatic, .immediately, .never]
            _ = [ScrollInputBehavior.automatic, .enabled]
            _ = [ScrollAnchorRole.sizeChanges, .alignment]
            _ = [ScrollPhase.idle, .tracking, .interacting, .decelerating, .animating]
            _ = [ScrollTransitionPhase.topLeading, .bottomTrailing]
            _ = [ContentMarginPlacement.automatic]
            _ = [ViewAlignedScrollTargetBehavior.LimitBehavior.automatic, .always, .alwaysByFew, .never]
            _ = ScrollTransitionConfiguration.Threshold.centered.interpolated(towards: .hidden, amount: 0.5).inset(by: 4)
        }
    }

    @Test func environmentValues() {
        RecordingContext().run {
            var environment = EnvironmentValues()
            environment.defaultMinListRowHeight = 60
            environment.defaultMinListHeaderHeight = 30
            environment.headerProminence = .increased
            environment.editMode = .constant(.active)
            environment.badgeProminence = .decreased
            environment.isScrollEnabled = false
            environment.verticalScrollIndicatorVisibility = .hidden
            environment.horizontalScrollIndicatorVisibility = .never
            environment.verticalScrollBounceBehavior = .basedOnSize
            environment.horizontalScrollBounceBehavior = .always
            environment.scrollDismissesKeyboardMode = .immediately
            environment.sidebarRowSize = .large
            #expect(environment.defaultMinListRowHeight == 60 && environment.defaultMinListHeaderHeight == 30)
            #expect(environment.headerProminence == .increased && environment.editMode?.wrappedValue == .active)
            #expect(environment.badgeProminence == .decreased && !environment.isScrollEnabled)
            #expect(environment.verticalScrollIndicatorVisibility == .hidden && environment.horizontalScrollIndicatorVisibility == .never)
            #expect(environment.sidebarRowSize == .large)
            _ = (environment.verticalScrollBounceBehavior, environment.horizontalScrollBounceBehavior, environment.scrollDismissesKeyboardMode)
            #expect(!environment.isPresented && !environment.presentationMode.wrappedValue.isPresented && !environment.isSearching)
            environment.dismiss()
            environment.dismissSearch()
            var mode = environment.presentationMode.wrappedValue
            mode.dismiss()
            #expect(environment.refresh == nil && environment.searchSuggestionsPlacement == .automatic)
            #expect(!environment.isTabBarShowingSections && environment.tabBarPlacement == nil && environment.toolbarLabelStyle == nil)
            _ = Namespace().wrappedValue
        }
    }
}
