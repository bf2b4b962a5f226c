/// What the plugin tells the setup tool about a team's package: where it is, its modules and their
/// files, and what frameprof is called there. Plain data, so the plugin (which can link nothing) and the
/// tests build it alike.
public struct LabSetupRequest: Codable, Sendable {
    /// A Swift module of the package or of a package it depends on.
    public struct Module: Codable, Sendable {
        /// The module's name.
        public var name: String
        /// Its source folder.
        public var directory: String
        /// Its Swift files.
        public var files: [String]
        /// The modules it depends on (by name), to read their models too.
        public var dependencies: [String]
        /// Whether it is the package's own (its folder may be written).
        public var isLocal: Bool

        /// A module as the plugin found it.
        public init(name: String, directory: String, files: [String], dependencies: [String], isLocal: Bool) {
            self.name = name
            self.directory = directory
            self.files = files
            self.dependencies = dependencies
            self.isLocal = isLocal
        }
    }

    /// The package's folder.
    public var packageDirectory: String
    /// The package's name, as its manifest gives it.
    public var packageName: String
    /// The identity the package gives frameprof (`.product(name:package:)` names it).
    public var frameprofIdentity: String
    /// `--cells`: the module of the views, when given.
    public var cellsModule: String?
    /// `--lab`: the lab executable's name, when given.
    public var labName: String?
    /// `--force`: write files init wrote before even when they were edited since.
    public var force: Bool
    /// The package's modules first, then those of its dependencies.
    public var modules: [Module]
    /// The command the user typed, for the lines init prints (`swift package --allow-writing-to-package-directory frameprof`).
    public var command: String
    /// The package's lab, when it has one already: an executable target that depends on FrameProfLab.
    public var existingLab: String?
    /// That lab's source folder.
    public var existingLabDirectory: String?

    /// A request as the plugin makes it.
    public init(packageDirectory: String, packageName: String, frameprofIdentity: String, cellsModule: String?, labName: String?, force: Bool,
                modules: [Module], command: String, existingLab: String? = nil, existingLabDirectory: String? = nil) {
        self.packageDirectory = packageDirectory
        self.packageName = packageName
        self.frameprofIdentity = frameprofIdentity
        self.cellsModule = cellsModule
        self.labName = labName
        self.force = force
        self.modules = modules
        self.command = command
        self.existingLab = existingLab
        self.existingLabDirectory = existingLabDirectory
    }
}
