import Foundation
@_spi(Nodes) import StackLabCore

/// A protocol that describes how a type interacts with transport APIs such as drag and drop or copy and
/// paste (CoreTransferable's `Transferable`, which SwiftUI re-exports). Minimal in the lab: the share and
/// drag and drop views and modifiers take any conforming payload and never transfer it, so the protocol
/// has no requirement; the types SwiftUI's own examples share conform.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}
