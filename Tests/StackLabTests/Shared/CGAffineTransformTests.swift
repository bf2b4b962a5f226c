import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// CoreGraphics' affine transform, which the lab supplies on Linux for paths and `transformEffect`:
/// its order of composition is CoreGraphics', so a cell's transforms place what they place on a phone.
@Suite struct CGAffineTransformTests {
    /// `translatedBy`, `scaledBy` and `rotated` put the new step first: on a point it runs before the
    /// transform it was added to.
    @Test func addedStepsApplyBeforeTheTransform() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(CGAffineTransform(translationX: 10, y: 0))) == CGPoint(x: 12, y: 3))
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform.identity.rotated(by: .pi / 2))
        #expect(abs(turned.x) < 1e-12 && abs(turned.y - 1) < 1e-12)
    }

    @Test func anInverseUndoesTheTransform() {
        let transform = CGAffineTransform(translationX: 5, y: -7).scaledBy(x: 2, y: 4).rotated(by: 0.3)
        let point = CGPoint(x: 3, y: 11)
        let back = point.applying(transform).applying(transform.inverted())
        #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
        let identity = transform.concatenating(transform.inverted())
        #expect([identity.a - 1, identity.b, identity.c, identity.d - 1, identity.tx, identity.ty].allSatisfy { abs($0) < 1e-9 })
        // A transform with no inverse (all to a line) is returned unchanged.
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        #expect(CGAffineTransform().isIdentity && !flat.isIdentity)
    }

    /// A rectangle's bounds after a quarter turn swap its sides; a size ignores translation.
    @Test func rectanglesAndSizesTransform() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rect.width - 20) < 1e-9 && abs(rect.height - 10) < 1e-9)
        #expect(abs(rect.minX + 20) < 1e-9 && abs(rect.minY) < 1e-9)
        let size = CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 2))
        #expect(size == CGSize(width: 6, height: 8))
    }
}
