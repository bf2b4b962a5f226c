// Linux's Foundation only: on Apple platforms these names are Foundation's and AppKit's own.
#if !canImport(Darwin)
import Foundation
import Testing
import UniformTypeIdentifiers
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// What Apple's Foundation and its companions give a view file, where Linux's lacks it: localized
/// strings without string tables, the system's uniform types, AppKit's names in a multiplatform file's
/// macOS branch, the app's folders and formatters.
@Suite struct FoundationStandInTests {
    @Test func aLocalizedStringIsItsValueWithTheInterpolationsPutInAndKeepsApplesKey() {
        let count = 3
        let value: String.LocalizationValue = "\(count) photos by \("Ada")"
        #expect(value.key == "%lld photos by %@")
        #expect(String(localized: value) == "3 photos by Ada")
        #expect(String(localized: "Settings", comment: "a tab") == "Settings")
        #expect(String(localized: "tab.settings", defaultValue: "Settings \(count)", table: "Tabs") == "Settings 3")
        let resource = LocalizedStringResource("button.save", defaultValue: "Save \(count)%")
        #expect(resource.key == "button.save" && String(localized: resource) == "Save 3%")
        #expect(LocalizedStringResource("\(count)%").key == "%lld%%")
        #expect(String(AttributedString(localized: "**Bold** text").characters) == "Bold text")
    }

    @Test func uniformTypesConformAsTheSystemDeclaresThem() throws {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.heic.conforms(to: .image))
        #expect(UTType.folder.conforms(to: .directory) && UTType.image.isSupertype(of: .jpeg) && !UTType.jpeg.isSupertype(of: .jpeg))
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(mimeType: "application/json") == .json && UTType.json.preferredFilenameExtension == "json")
        #expect(UTType.plainText.preferredMIMEType == "text/plain" && UTType("public.png") == .png && UTType("com.example.none") == nil)
        let markdown = try #require(UTType(filenameExtension: "md"))
        #expect(markdown.isDynamic && !markdown.isDeclared && markdown.conforms(to: .data))
        let exported = UTType(exportedAs: "com.example.shelf", conformingTo: .json)
        #expect(exported.conforms(to: .text) && UTType("com.example.shelf") == exported && !exported.isPublic)
    }

    @Test func aDynamicTypeKeepsItsOwnParentAndAnAppCannotRedeclareASystemType() throws {
        let asData = try #require(UTType(filenameExtension: "shelfdoc"))
        let asText = try #require(UTType(filenameExtension: "shelfdoc", conformingTo: .text))
        #expect(asData != asText && asText.conforms(to: .text) && !asData.conforms(to: .text))
        // Made again after the text one, the data one still does not conform to text.
        #expect(UTType(filenameExtension: "shelfdoc")?.conforms(to: .text) == false)
        let imported = UTType(importedAs: "public.png", conformingTo: .text)
        #expect(imported == .png && UTType.png.conforms(to: .image) && !UTType.png.conforms(to: .text))
        // Tags the system writes in mixed case are found whatever case a file name has.
        #expect(UTType(filenameExtension: "prefPane", conformingTo: .package)?.identifier == "com.apple.systempreference.prefpane")
        #expect(UTType(filenameExtension: "PREFPANE", conformingTo: .package)?.identifier == "com.apple.systempreference.prefpane")
    }

    @Test func aMultiplatformFilesMacOSBranchCompilesAndDrawsLikeItsIOSOne() {
        #expect(Color(nsColor: .windowBackgroundColor) == Color(uiColor: NSColor.windowBackgroundColor))
        #expect(Color(nsColor: .windowBackgroundColor) != Color(nsColor: .textBackgroundColor))
        #expect(NSImage(contentsOf: URL(string: "https://example.com/a.png")!) == nil)
        let image = NSImage(size: CGSize(width: 16, height: 16))
        #expect(image.size.width == 16)
        #expect(NSWorkspace.shared.open(URL(string: "https://example.com")!) == false)
        #expect(NSEvent.modifierFlags.isEmpty)
        var items = ["a", "b", "c", "d"]
        items.move(fromOffsets: IndexSet([0, 1]), toOffset: 3)
        #expect(items == ["c", "a", "b", "d"])
        items.remove(atOffsets: IndexSet([0, 3]))
        #expect(items == ["a", "b"])
    }

    @Test func formattersWriteUSEnglish() {
        #expect(ListFormatter.localizedString(byJoining: ["tea", "coffee", "milk"]) == "tea, coffee, and milk")
        let relative = RelativeDateTimeFormatter()
        #expect(relative.localizedString(fromTimeInterval: -7_200) == "2 hours ago")
        relative.dateTimeStyle = .named
        #expect(relative.localizedString(fromTimeInterval: -86_400) == "yesterday")
        #expect(PersonNameComponents(givenName: "Ada", familyName: "Lovelace").formatted() == "Ada Lovelace")
        #expect(URL.documentsDirectory.path.hasSuffix("Documents") && !ProcessInfo.processInfo.isLowPowerModeEnabled)
    }
}
#endif
