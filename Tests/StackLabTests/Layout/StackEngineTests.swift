import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Stack layouts computed by hand from SwiftUI's rules (docs/DESIGN.md §2).
@Suite struct StackEngineTests {
    @Test func leastFlexibleChildIsOfferedSpaceFirst() {
        // 300 − 2×10 spacing = 280: the fixed 50 goes first (share 93.3, takes 50), the colors split 230.
        let result = layout(ProposedSize(width: 300, height: 100)) {
            HStack(spacing: 10) {
                Color.gray
                Color.blue.frame(width: 50)
                Color.white
            }
        }
        #expect(result.size == Size(width: 300, height: 100))
        #expect(result.fills == [
            Rect(x: 0, y: 0, width: 115, height: 100),
            Rect(x: 125, y: 0, width: 50, height: 100),
            Rect(x: 185, y: 0, width: 115, height: 100),
        ])
    }

    @Test func flexibilityOrderWithoutPriority() {
        // The frame flexes 0…100, the color 0…∞: the frame is less flexible, is offered 75 and takes 75.
        let result = layout(ProposedSize(width: 150, height: 10)) {
            HStack(spacing: 0) {
                Color.gray.frame(maxWidth: 100)
                Color.blue
            }
        }
        #expect(result.fills.map(\.width) == [75, 75])
    }

    @Test func higherPriorityTakesWhatLowerMinimumsLeave() {
        // Priority 1 is offered 150 minus the lower group's minimum (40) and takes it all.
        let result = layout(ProposedSize(width: 150, height: 10)) {
            HStack(spacing: 0) {
                Color.gray.frame(minWidth: 40, maxWidth: 100)
                Color.blue.layoutPriority(1)
            }
        }
        #expect(result.fills.map(\.width) == [40, 110])
        #expect(result.fills.map(\.minX) == [0, 40])
    }

    @Test func defaultSpacingIsEight() {
        let result = layout(.unspecified) {
            VStack {
                Color.gray.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10)
            }
        }
        #expect(result.size == Size(width: 10, height: 28))
        #expect(result.fills[1].minY == 18)
    }

    @Test func nilProposalAsksEveryChildForItsIdealSize() {
        // A color's ideal size is 10×10; the fixed frame is 30×20. Placed at that size, the color is
        // proposed the stack's width (30) and what the frame leaves of the height (35 − 5 − 20 = 10).
        let result = layout(.unspecified) {
            VStack(spacing: 5) {
                Color.blue
                Color.gray.frame(width: 30, height: 20)
            }
        }
        #expect(result.size == Size(width: 30, height: 35))
        #expect(result.fills == [Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 0, y: 15, width: 30, height: 20)])
    }

    @Test func zeroAndInfiniteProposalsGiveMinimumAndMaximum() {
        let minimum = layout(.zero) {
            HStack { Spacer(minLength: 10); Color.blue.frame(width: 20, height: 20) }
        }
        #expect(minimum.size == Size(width: 38, height: 20))
        let maximum = layout(ProposedSize(width: .infinity, height: 20)) {
            HStack { Spacer(minLength: 10); Color.blue.frame(width: 20, height: 20) }
        }
        #expect(maximum.size.width == .infinity)
        // A spacer in a vertical stack does not widen it.
        let column = layout(ProposedSize(width: 200, height: 100)) {
            VStack(spacing: 0) { Spacer(); Color.blue.frame(width: 20, height: 20) }
        }
        #expect(column.size == Size(width: 20, height: 100))
        #expect(column.fills == [Rect(x: 0, y: 80, width: 20, height: 20)])
    }

    @Test func nestedStacksAlignOnTheMinorAxis() {
        let result = layout(.unspecified) {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color.gray.frame(width: 10, height: 10)
                    Color.blue.frame(width: 20, height: 5)
                }
                Color.white.frame(width: 5, height: 5)
            }
        }
        #expect(result.size == Size(width: 30, height: 15))
        #expect(result.fills == [
            Rect(x: 0, y: 0, width: 10, height: 10),
            Rect(x: 10, y: 2.5, width: 20, height: 5),
            Rect(x: 12.5, y: 10, width: 5, height: 5),
        ])
    }

    @Test func paddingShrinksTheProposalAndFixedFrameOverridesIt() {
        let result = layout(ProposedSize(width: 500, height: 500)) {
            Color.blue.padding(10).frame(width: 100, height: 50)
        }
        #expect(result.size == Size(width: 100, height: 50))
        #expect(result.fills == [Rect(x: 10, y: 10, width: 80, height: 30)])
    }

    @Test func flexibleFrameFillsAndCentersItsChild() {
        let result = layout(ProposedSize(width: 300, height: 100)) {
            Color.blue.frame(width: 20, height: 20).frame(maxWidth: .infinity)
        }
        #expect(result.size == Size(width: 300, height: 20))
        #expect(result.fills == [Rect(x: 140, y: 0, width: 20, height: 20)])
    }

    @Test func zStackTakesTheUnionAndCenters() {
        let result = layout(.unspecified) {
            ZStack {
                Color.gray.frame(width: 40, height: 10)
                Color.blue.frame(width: 10, height: 30)
            }
        }
        #expect(result.size == Size(width: 40, height: 30))
        #expect(result.fills == [Rect(x: 0, y: 10, width: 40, height: 10), Rect(x: 15, y: 0, width: 10, height: 30)])
    }
}
