import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Every scroll view initializer and scrolling modifier, and the scroll position, target and geometry
/// values.
@Suite struct ScrollViewTests: EntryBlockHarness {
    typealias Block = EntryBlock

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
}
