import Foundation

/// Where frames are on screen and in named spaces. A node's frame is in the space of the nearest scroll
/// view's content above it (or the screen's); each vertical scroll view on the way up adds its own
/// origin and takes its offset off. Horizontal scroll views place their content in their own space and
/// never scroll in the lab.
package enum CoordinateSpaces {
    /// `rect`, given in the space `node`'s frame is in, in screen coordinates.
    static func global(_ rect: Rect, above node: ViewNode) -> Rect {
        var result = rect
        var current = node.parent
        while let ancestor = current {
            if let scroll = ancestor as? ScrollViewNode {
                result = result.offsetBy(dx: scroll.frame.minX, dy: scroll.frame.minY - scroll.offset)
            }
            current = ancestor.parent
        }
        return result
    }

    /// The screen rectangle of the ancestor of `node` that names its space `name` (`coordinateSpace(_:)`),
    /// or of the nearest scroll view for `.scrollView`; nil when there is none.
    static func origin(of name: AnyHashable, above node: ViewNode) -> (rect: Rect, node: ViewNode)? {
        let scrollName = name.base as? ScrollViewSpaceName
        var current = node.parent
        while let ancestor = current {
            if let scrollName {
                if ancestor is ScrollViewNode, scrollName.axis != .horizontal {
                    return (global(ancestor.frame, above: ancestor), ancestor)
                }
                if ancestor is HorizontalScrollNodeMarker, scrollName.axis != .vertical {
                    return (global(ancestor.frame, above: ancestor), ancestor)
                }
            } else if let named = ancestor as? CoordinateSpaceNode, named.name == name {
                return (global(ancestor.frame, above: ancestor), ancestor)
            }
            current = ancestor.parent
        }
        return nil
    }

    /// The size of the container `containerRelativeFrame` measures against: the nearest scroll view's
    /// visible size (its frame once placed, else the screen's), or the screen.
    package static func containerSize(above node: ViewNode) -> Size {
        var current = node.parent
        while let ancestor = current {
            if ancestor is ScrollViewNode || ancestor is HorizontalScrollNodeMarker {
                return ancestor.frame.size == .zero ? node.graph.screen : ancestor.frame.size
            }
            current = ancestor.parent
        }
        return node.graph.screen
    }
}

/// Lets the coordinate-space walks recognise a horizontal scroll view, whose node is generic over its
/// content.
package protocol HorizontalScrollNodeMarker: ViewNode {}

extension HorizontalScrollNode: HorizontalScrollNodeMarker {}
