import Foundation
import UniformTypeIdentifiers
@_spi(Nodes) import StackLabCore
import StackLabContent

// File dialogs are presented over the screen: accepted. The importer's content types are
// UniformTypeIdentifiers' `UTType`s (frameprof's stand-in on Linux); those whose signatures need
// `FileDocument` or CoreTransferable's `Transferable` are not provided (Linux has neither; see
// docs/SWIFTUI-COVERAGE.md).
extension View {
    /// A dialog that opens files of `allowedContentTypes`, shown while `isPresented` is true (accepted:
    /// nothing is presented while the list scrolls).
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                                         onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View { self }

    /// A dialog that opens files, with a cancellation handler (accepted).
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                                         onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View { self }

    /// A dialog that opens one file (accepted).
    nonisolated public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                                         onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }

    /// A dialog that moves a file, shown while `isPresented` is true (accepted).
    nonisolated public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View { self }

    /// A dialog that moves files (accepted).
    nonisolated public func fileMover<C>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View
        where C: Collection, C.Element == URL { self }

    /// A dialog that moves a file, with a cancellation handler (accepted).
    nonisolated public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                      onCancellation: @escaping () -> Void) -> some View { self }

    /// A dialog that moves files, with a cancellation handler (accepted).
    nonisolated public func fileMover<C>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View where C: Collection, C.Element == URL { self }

    /// Options of file dialogs inside (accepted).
    nonisolated public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View { self }

    /// The confirm button's label in file dialogs inside (accepted).
    nonisolated public func fileDialogConfirmationLabel(_ label: Text?) -> some View { self }

    /// The confirm button's label from a localized key (accepted).
    nonisolated public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    /// The confirm button's label from a string (accepted).
    @_disfavoredOverload
    nonisolated public func fileDialogConfirmationLabel<S>(_ label: S) -> some View where S: StringProtocol { self }

    /// The identifier file dialogs keep their settings under (accepted).
    nonisolated public func fileDialogCustomizationID(_ id: String) -> some View { self }

    /// The directory file dialogs open in (accepted).
    nonisolated public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View { self }

    /// Whether file dialogs resolve aliases (accepted).
    nonisolated public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View { self }

    /// The message of file dialogs inside (accepted).
    nonisolated public func fileDialogMessage(_ message: Text?) -> some View { self }

    /// The message from a localized key (accepted).
    nonisolated public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View { self }

    /// The message from a string (accepted).
    @_disfavoredOverload
    nonisolated public func fileDialogMessage<S>(_ message: S) -> some View where S: StringProtocol { self }

    /// Which URLs file dialogs inside let a person pick (accepted).
    nonisolated public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View { self }

    /// The file name field's label in export dialogs inside (accepted).
    nonisolated public func fileExporterFilenameLabel(_ label: Text?) -> some View { self }

    /// The file name field's label from a localized key (accepted).
    nonisolated public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    /// The file name field's label from a string (accepted).
    @_disfavoredOverload
    nonisolated public func fileExporterFilenameLabel<S>(_ label: S) -> some View where S: StringProtocol { self }
}

/// Options of a file dialog's browser (SwiftUI's `FileDialogBrowserOptions`).
public struct FileDialogBrowserOptions: OptionSet {
    /// The raw bits.
    public let rawValue: Int
    /// Options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Packages open as folders.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1)
    /// Hidden files show.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 2)
    /// File extensions show.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 4)
    /// An option.
    public typealias ArrayLiteralElement = FileDialogBrowserOptions
    /// An option.
    public typealias Element = FileDialogBrowserOptions
    /// The raw bits.
    public typealias RawValue = Int
}

extension FileDialogBrowserOptions: Sendable {}
