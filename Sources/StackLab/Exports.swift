// `import StackLab` brings what `import SwiftUI` brings a cell: Foundation (URL, Date, CGFloat and the
// CoreGraphics geometry types) and Observation (`@Observable`), so a cell file compiles with only the
// one import swapped.
@_exported import Foundation
@_exported import Observation
