// `import StackLab` brings what `import SwiftUI` brings a cell: the runtime and what rows are built
// from (StackLabCore and StackLabContent, as SwiftUI re-exports SwiftUICore), Foundation (URL, Date, CGFloat and the
// CoreGraphics geometry types) and Observation (`@Observable`), so a cell file compiles with only the
// one import swapped.
@_exported import StackLabCore
@_exported import StackLabContent
@_exported import Foundation
@_exported import Observation
// URLSession, URLRequest and URLCache, which Foundation on Apple platforms has and Linux keeps in
// FoundationNetworking: a view model's loader compiles with the one import.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
