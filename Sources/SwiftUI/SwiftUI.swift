// `import SwiftUI` in a team's lab on Linux: StackLab, which speaks SwiftUI's API, under SwiftUI's module
// name, so a view file builds into the lab unchanged. Package.swift declares this module on Linux only, and
// a team's package depends on it on Linux only, so on Apple platforms `import SwiftUI` is Apple's.
@_exported import StackLab
