// Apple's system-declared types, as UTCoreTypes.h names them and the system's declarations give their
// conformances, filename extensions and MIME types (the first of each is the preferred one). Written
// from that table once; the lab's types are these and the ones an app exports or imports.
#if !canImport(Darwin)
extension UTType {
    /// `public.item`.
    public static let item = UTType(system: "public.item")
    /// `public.content`.
    public static let content = UTType(system: "public.content")
    /// `public.composite-content`.
    public static let compositeContent = UTType(system: "public.composite-content")
    /// `public.disk-image`.
    public static let diskImage = UTType(system: "public.disk-image")
    /// `public.data`.
    public static let data = UTType(system: "public.data")
    /// `public.directory`.
    public static let directory = UTType(system: "public.directory")
    /// `com.apple.resolvable`.
    public static let resolvable = UTType(system: "com.apple.resolvable")
    /// `public.symlink`.
    public static let symbolicLink = UTType(system: "public.symlink")
    /// `public.executable`.
    public static let executable = UTType(system: "public.executable")
    /// `com.apple.mount-point`.
    public static let mountPoint = UTType(system: "com.apple.mount-point")
    /// `com.apple.alias-file`.
    public static let aliasFile = UTType(system: "com.apple.alias-file")
    /// `com.apple.bookmark`.
    public static let urlBookmarkData = UTType(system: "com.apple.bookmark")
    /// `public.url`.
    public static let url = UTType(system: "public.url")
    /// `public.file-url`.
    public static let fileURL = UTType(system: "public.file-url")
    /// `public.text`.
    public static let text = UTType(system: "public.text")
    /// `public.plain-text`.
    public static let plainText = UTType(system: "public.plain-text")
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(system: "public.utf8-plain-text")
    /// `public.utf16-external-plain-text`.
    public static let utf16ExternalPlainText = UTType(system: "public.utf16-external-plain-text")
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = UTType(system: "public.utf16-plain-text")
    /// `public.delimited-values-text`.
    public static let delimitedText = UTType(system: "public.delimited-values-text")
    /// `public.comma-separated-values-text`.
    public static let commaSeparatedText = UTType(system: "public.comma-separated-values-text")
    /// `public.tab-separated-values-text`.
    public static let tabSeparatedText = UTType(system: "public.tab-separated-values-text")
    /// `public.utf8-tab-separated-values-text`.
    public static let utf8TabSeparatedText = UTType(system: "public.utf8-tab-separated-values-text")
    /// `public.rtf`.
    public static let rtf = UTType(system: "public.rtf")
    /// `public.html`.
    public static let html = UTType(system: "public.html")
    /// `public.xml`.
    public static let xml = UTType(system: "public.xml")
    /// `public.yaml`.
    public static let yaml = UTType(system: "public.yaml")
    /// `public.css`.
    public static let css = UTType(system: "public.css")
    /// `public.source-code`.
    public static let sourceCode = UTType(system: "public.source-code")
    /// `public.assembly-source`.
    public static let assemblyLanguageSource = UTType(system: "public.assembly-source")
    /// `public.c-source`.
    public static let cSource = UTType(system: "public.c-source")
    /// `public.objective-c-source`.
    public static let objectiveCSource = UTType(system: "public.objective-c-source")
    /// `public.swift-source`.
    public static let swiftSource = UTType(system: "public.swift-source")
    /// `public.c-plus-plus-source`.
    public static let cPlusPlusSource = UTType(system: "public.c-plus-plus-source")
    /// `public.objective-c-plus-plus-source`.
    public static let objectiveCPlusPlusSource = UTType(system: "public.objective-c-plus-plus-source")
    /// `public.c-header`.
    public static let cHeader = UTType(system: "public.c-header")
    /// `public.c-plus-plus-header`.
    public static let cPlusPlusHeader = UTType(system: "public.c-plus-plus-header")
    /// `public.script`.
    public static let script = UTType(system: "public.script")
    /// `com.apple.applescript.text`.
    public static let appleScript = UTType(system: "com.apple.applescript.text")
    /// `com.apple.applescript.script`.
    public static let osaScript = UTType(system: "com.apple.applescript.script")
    /// `com.apple.applescript.script-bundle`.
    public static let osaScriptBundle = UTType(system: "com.apple.applescript.script-bundle")
    /// `com.netscape.javascript-source`.
    public static let javaScript = UTType(system: "com.netscape.javascript-source")
    /// `public.shell-script`.
    public static let shellScript = UTType(system: "public.shell-script")
    /// `public.perl-script`.
    public static let perlScript = UTType(system: "public.perl-script")
    /// `public.python-script`.
    public static let pythonScript = UTType(system: "public.python-script")
    /// `public.ruby-script`.
    public static let rubyScript = UTType(system: "public.ruby-script")
    /// `public.php-script`.
    public static let phpScript = UTType(system: "public.php-script")
    /// `public.make-source`.
    public static let makefile = UTType(system: "public.make-source")
    /// `public.json`.
    public static let json = UTType(system: "public.json")
    /// `com.apple.property-list`.
    public static let propertyList = UTType(system: "com.apple.property-list")
    /// `com.apple.xml-property-list`.
    public static let xmlPropertyList = UTType(system: "com.apple.xml-property-list")
    /// `com.apple.binary-property-list`.
    public static let binaryPropertyList = UTType(system: "com.apple.binary-property-list")
    /// `com.adobe.pdf`.
    public static let pdf = UTType(system: "com.adobe.pdf")
    /// `com.apple.rtfd`.
    public static let rtfd = UTType(system: "com.apple.rtfd")
    /// `com.apple.flat-rtfd`.
    public static let flatRTFD = UTType(system: "com.apple.flat-rtfd")
    /// `com.apple.webarchive`.
    public static let webArchive = UTType(system: "com.apple.webarchive")
    /// `public.image`.
    public static let image = UTType(system: "public.image")
    /// `public.jpeg`.
    public static let jpeg = UTType(system: "public.jpeg")
    /// `public.tiff`.
    public static let tiff = UTType(system: "public.tiff")
    /// `com.compuserve.gif`.
    public static let gif = UTType(system: "com.compuserve.gif")
    /// `public.png`.
    public static let png = UTType(system: "public.png")
    /// `com.apple.icns`.
    public static let icns = UTType(system: "com.apple.icns")
    /// `com.microsoft.bmp`.
    public static let bmp = UTType(system: "com.microsoft.bmp")
    /// `com.microsoft.ico`.
    public static let ico = UTType(system: "com.microsoft.ico")
    /// `public.camera-raw-image`.
    public static let rawImage = UTType(system: "public.camera-raw-image")
    /// `public.svg-image`.
    public static let svg = UTType(system: "public.svg-image")
    /// `com.apple.live-photo`.
    public static let livePhoto = UTType(system: "com.apple.live-photo")
    /// `public.heif`.
    public static let heif = UTType(system: "public.heif")
    /// `public.heic`.
    public static let heic = UTType(system: "public.heic")
    /// `public.heics`.
    public static let heics = UTType(system: "public.heics")
    /// `org.webmproject.webp`.
    public static let webP = UTType(system: "org.webmproject.webp")
    /// `com.ilm.openexr-image`.
    public static let exr = UTType(system: "com.ilm.openexr-image")
    /// `com.adobe.raw-image`.
    public static let dng = UTType(system: "com.adobe.raw-image")
    /// `public.jpeg-xl`.
    public static let jpegxl = UTType(system: "public.jpeg-xl")
    /// `public.3d-content`.
    public static let threeDContent = UTType(system: "public.3d-content")
    /// `com.pixar.universal-scene-description`.
    public static let usd = UTType(system: "com.pixar.universal-scene-description")
    /// `com.pixar.universal-scene-description-mobile`.
    public static let usdz = UTType(system: "com.pixar.universal-scene-description-mobile")
    /// `com.apple.reality`.
    public static let realityFile = UTType(system: "com.apple.reality")
    /// `com.apple.scenekit.scene`.
    public static let sceneKitScene = UTType(system: "com.apple.scenekit.scene")
    /// `com.apple.arobject`.
    public static let arReferenceObject = UTType(system: "com.apple.arobject")
    /// `public.audiovisual-content`.
    public static let audiovisualContent = UTType(system: "public.audiovisual-content")
    /// `public.movie`.
    public static let movie = UTType(system: "public.movie")
    /// `public.video`.
    public static let video = UTType(system: "public.video")
    /// `public.audio`.
    public static let audio = UTType(system: "public.audio")
    /// `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType(system: "com.apple.quicktime-movie")
    /// `public.mpeg`.
    public static let mpeg = UTType(system: "public.mpeg")
    /// `public.mpeg-2-video`.
    public static let mpeg2Video = UTType(system: "public.mpeg-2-video")
    /// `public.mpeg-2-transport-stream`.
    public static let mpeg2TransportStream = UTType(system: "public.mpeg-2-transport-stream")
    /// `public.mp3`.
    public static let mp3 = UTType(system: "public.mp3")
    /// `public.mpeg-4`.
    public static let mpeg4Movie = UTType(system: "public.mpeg-4")
    /// `public.mpeg-4-audio`.
    public static let mpeg4Audio = UTType(system: "public.mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-audio`.
    public static let appleProtectedMPEG4Audio = UTType(system: "com.apple.protected-mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-video`.
    public static let appleProtectedMPEG4Video = UTType(system: "com.apple.protected-mpeg-4-video")
    /// `public.avi`.
    public static let avi = UTType(system: "public.avi")
    /// `public.aiff-audio`.
    public static let aiff = UTType(system: "public.aiff-audio")
    /// `com.microsoft.waveform-audio`.
    public static let wav = UTType(system: "com.microsoft.waveform-audio")
    /// `public.midi-audio`.
    public static let midi = UTType(system: "public.midi-audio")
    /// `public.playlist`.
    public static let playlist = UTType(system: "public.playlist")
    /// `public.m3u-playlist`.
    public static let m3uPlaylist = UTType(system: "public.m3u-playlist")
    /// `public.folder`.
    public static let folder = UTType(system: "public.folder")
    /// `public.volume`.
    public static let volume = UTType(system: "public.volume")
    /// `com.apple.package`.
    public static let package = UTType(system: "com.apple.package")
    /// `com.apple.bundle`.
    public static let bundle = UTType(system: "com.apple.bundle")
    /// `com.apple.plugin`.
    public static let pluginBundle = UTType(system: "com.apple.plugin")
    /// `com.apple.metadata-importer`.
    public static let spotlightImporter = UTType(system: "com.apple.metadata-importer")
    /// `com.apple.quicklook-generator`.
    public static let quickLookGenerator = UTType(system: "com.apple.quicklook-generator")
    /// `com.apple.xpc-service`.
    public static let xpcService = UTType(system: "com.apple.xpc-service")
    /// `com.apple.framework`.
    public static let framework = UTType(system: "com.apple.framework")
    /// `com.apple.application`.
    public static let application = UTType(system: "com.apple.application")
    /// `com.apple.application-bundle`.
    public static let applicationBundle = UTType(system: "com.apple.application-bundle")
    /// `com.apple.application-and-system-extension`.
    public static let applicationExtension = UTType(system: "com.apple.application-and-system-extension")
    /// `public.unix-executable`.
    public static let unixExecutable = UTType(system: "public.unix-executable")
    /// `com.microsoft.windows-executable`.
    public static let exe = UTType(system: "com.microsoft.windows-executable")
    /// `com.apple.systempreference.prefpane`.
    public static let systemPreferencesPane = UTType(system: "com.apple.systempreference.prefpane")
    /// `public.archive`.
    public static let archive = UTType(system: "public.archive")
    /// `org.gnu.gnu-zip-archive`.
    public static let gzip = UTType(system: "org.gnu.gnu-zip-archive")
    /// `public.bzip2-archive`.
    public static let bz2 = UTType(system: "public.bzip2-archive")
    /// `public.zip-archive`.
    public static let zip = UTType(system: "public.zip-archive")
    /// `com.apple.archive`.
    public static let appleArchive = UTType(system: "com.apple.archive")
    /// `public.tar-archive`.
    public static let tarArchive = UTType(system: "public.tar-archive")
    /// `public.spreadsheet`.
    public static let spreadsheet = UTType(system: "public.spreadsheet")
    /// `public.presentation`.
    public static let presentation = UTType(system: "public.presentation")
    /// `public.database`.
    public static let database = UTType(system: "public.database")
    /// `public.message`.
    public static let message = UTType(system: "public.message")
    /// `public.contact`.
    public static let contact = UTType(system: "public.contact")
    /// `public.vcard`.
    public static let vCard = UTType(system: "public.vcard")
    /// `public.to-do-item`.
    public static let toDoItem = UTType(system: "public.to-do-item")
    /// `public.calendar-event`.
    public static let calendarEvent = UTType(system: "public.calendar-event")
    /// `public.email-message`.
    public static let emailMessage = UTType(system: "public.email-message")
    /// `com.apple.internet-location`.
    public static let internetLocation = UTType(system: "com.apple.internet-location")
    /// `com.microsoft.internet-shortcut`.
    public static let internetShortcut = UTType(system: "com.microsoft.internet-shortcut")
    /// `public.font`.
    public static let font = UTType(system: "public.font")
    /// `public.bookmark`.
    public static let bookmark = UTType(system: "public.bookmark")
    /// `com.rsa.pkcs-12`.
    public static let pkcs12 = UTType(system: "com.rsa.pkcs-12")
    /// `public.x509-certificate`.
    public static let x509Certificate = UTType(system: "public.x509-certificate")
    /// `org.idpf.epub-container`.
    public static let epub = UTType(system: "org.idpf.epub-container")
    /// `public.log`.
    public static let log = UTType(system: "public.log")
    /// `com.apple.haptics.ahap`.
    public static let ahap = UTType(system: "com.apple.haptics.ahap")
    /// `public.geojson`.
    public static let geoJSON = UTType(system: "public.geojson")
    /// `com.apple.linkpresentation.metadata`.
    public static let linkPresentationMetadata = UTType(system: "com.apple.linkpresentation.metadata")
}

extension UTDeclarations {
    /// Every system declaration: identifier, parents, filename extensions, MIME types.
    static let system: [(String, [String], [String], [String])] = [
        ("public.item", [], [], []),
        ("public.content", [], [], []),
        ("public.composite-content", ["public.content"], [], []),
        ("public.disk-image", ["public.archive"], [], []),
        ("public.data", ["public.item"], [], ["application/octet-stream"]),
        ("public.directory", ["public.item"], [], []),
        ("com.apple.resolvable", [], [], []),
        ("public.symlink", ["public.item", "com.apple.resolvable"], [], []),
        ("public.executable", [], [], []),
        ("com.apple.mount-point", ["public.item", "com.apple.resolvable"], [], []),
        ("com.apple.alias-file", ["public.data", "com.apple.resolvable"], [], []),
        ("com.apple.bookmark", ["public.data", "com.apple.resolvable"], [], []),
        ("public.url", ["public.data"], [], []),
        ("public.file-url", ["public.url"], [], []),
        ("public.text", ["public.data", "public.content"], [], []),
        ("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"]),
        ("public.utf8-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-8", "text/plain;charset=\"utf-8\""]),
        ("public.utf16-external-plain-text", ["public.plain-text"], [], []),
        ("public.utf16-plain-text", ["public.plain-text"], [], ["text/plain;charset=utf-16", "text/plain;charset=\"utf-16\""]),
        ("public.delimited-values-text", ["public.text"], [], []),
        ("public.comma-separated-values-text", ["public.plain-text", "public.delimited-values-text"], ["csv"], ["text/csv", "text/comma-separated-values"]),
        ("public.tab-separated-values-text", ["public.plain-text", "public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"]),
        ("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text", "public.utf8-plain-text"], [], []),
        ("public.rtf", ["public.text"], ["rtf"], ["text/rtf"]),
        ("public.html", ["public.text"], ["html", "htm", "shtml", "shtm"], ["text/html"]),
        ("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"]),
        ("public.yaml", ["public.text"], ["yml", "yaml"], ["application/x-yaml"]),
        ("public.css", ["public.text"], ["css"], ["text/css"]),
        ("public.source-code", ["public.plain-text"], [], []),
        ("public.assembly-source", ["public.source-code"], ["s"], []),
        ("public.c-source", ["public.source-code"], ["c"], []),
        ("public.objective-c-source", ["public.source-code"], ["m"], []),
        ("public.swift-source", ["public.source-code"], ["swift"], []),
        ("public.c-plus-plus-source", ["public.source-code"], ["cp", "cpp", "c++", "cc", "cxx"], []),
        ("public.objective-c-plus-plus-source", ["public.source-code"], ["mm"], []),
        ("public.c-header", ["public.source-code"], ["h"], []),
        ("public.c-plus-plus-header", ["public.source-code"], ["hh", "hp", "hpp", "hxx", "h++", "ipp"], []),
        ("public.script", ["public.source-code"], [], []),
        ("com.apple.applescript.text", ["public.script"], ["applescript"], []),
        ("com.apple.applescript.script", ["public.data", "public.script"], ["scpt"], []),
        ("com.apple.applescript.script-bundle", ["com.apple.bundle", "com.apple.package"], ["scptd"], []),
        ("com.netscape.javascript-source", ["public.script", "public.executable"], ["js", "jscript", "javascript", "mjs"], ["text/javascript"]),
        ("public.shell-script", ["public.script"], ["sh"], []),
        ("public.perl-script", ["public.shell-script"], ["pl", "pm"], ["text/x-perl-script"]),
        ("public.python-script", ["public.shell-script"], ["py"], ["text/x-python-script"]),
        ("public.ruby-script", ["public.shell-script"], ["rb", "rbw"], ["text/x-ruby-script"]),
        ("public.php-script", ["public.shell-script"], ["php", "php3", "php4", "ph3", "ph4", "phtml"], ["text/php", "text/x-php-script", "application/php"]),
        ("public.make-source", ["public.script"], ["make", "mak", "gmk", "mk"], []),
        ("public.json", ["public.text"], ["json"], ["application/json"]),
        ("com.apple.property-list", ["public.data"], ["plist"], []),
        ("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"], ["plist"], []),
        ("com.apple.binary-property-list", ["com.apple.property-list"], ["plist"], []),
        ("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"]),
        ("com.apple.rtfd", ["com.apple.package", "public.composite-content"], ["rtfd"], []),
        ("com.apple.flat-rtfd", ["public.data", "public.composite-content"], [], []),
        ("com.apple.webarchive", ["public.data", "public.composite-content"], ["webarchive"], ["application/x-webarchive"]),
        ("public.image", ["public.data", "public.content"], [], []),
        ("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg", "image/jpg"]),
        ("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"]),
        ("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"]),
        ("public.png", ["public.image"], ["png"], ["image/png"]),
        ("com.apple.icns", ["public.image"], ["icns"], []),
        ("com.microsoft.bmp", ["public.image"], ["bmp", "dib"], ["image/bmp"]),
        ("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon"]),
        ("public.camera-raw-image", ["public.image"], [], []),
        ("public.svg-image", ["public.image", "public.xml"], ["svg", "svgz"], ["image/svg+xml"]),
        ("com.apple.live-photo", [], [], []),
        ("public.heif", ["public.heif-standard"], ["heif", "hif"], ["image/heif"]),
        ("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"]),
        ("public.heics", ["public.heif-standard"], ["heics"], ["image/heic-sequence"]),
        ("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"]),
        ("com.ilm.openexr-image", ["public.image"], ["exr"], []),
        ("com.adobe.raw-image", ["public.camera-raw-image"], ["dng"], ["image/x-adobe-dng"]),
        ("public.jpeg-xl", ["public.image"], ["jxl"], ["image/jxl"]),
        ("public.3d-content", ["public.content"], [], []),
        ("com.pixar.universal-scene-description", ["public.3d-content", "public.data"], ["usd", "usda", "usdc"], []),
        ("com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.data"], ["usdz"], ["model/vnd.usdz+zip"]),
        ("com.apple.reality", ["public.data"], ["reality"], ["model/vnd.reality"]),
        ("com.apple.scenekit.scene", ["public.data", "public.3d-content"], ["scn", "scnz"], []),
        ("com.apple.arobject", ["public.data"], ["arobject"], []),
        ("public.audiovisual-content", ["public.data", "public.content"], [], []),
        ("public.movie", ["public.audiovisual-content"], [], []),
        ("public.video", ["public.movie"], [], []),
        ("public.audio", ["public.audiovisual-content"], [], []),
        ("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"]),
        ("public.mpeg", ["public.movie"], ["mpg", "mpeg", "mpe", "m75", "m15"], ["video/mpeg", "video/mpg", "video/x-mpeg", "video/x-mpg"]),
        ("public.mpeg-2-video", ["public.video"], ["m2v"], ["video/mpeg2", "video/mpeg2-video"]),
        ("public.mpeg-2-transport-stream", ["public.movie"], ["ts"], []),
        ("public.mp3", ["public.audio"], ["mp3", "mpga"], ["audio/mpeg", "audio/mpeg3", "audio/mpg", "audio/mp3", "audio/x-mpeg", "audio/x-mpeg3", "audio/x-mpg", "audio/x-mp3"]),
        ("public.mpeg-4", ["public.movie"], ["mp4", "mpg4"], ["video/mp4", "video/mp4v-es"]),
        ("public.mpeg-4-audio", ["public.audio"], ["mp4", "mpg4"], ["audio/mp4", "audio/mp4a-latm"]),
        ("com.apple.protected-mpeg-4-audio", ["public.audio"], ["m4p"], []),
        ("com.apple.protected-mpeg-4-video", ["com.apple.m4v-video"], [], []),
        ("public.avi", ["public.movie"], ["avi", "vfw"], ["video/avi", "video/msvideo", "video/x-msvideo"]),
        ("public.aiff-audio", ["public.aifc-audio"], ["aiff", "aif"], ["audio/aiff", "audio/x-aiff"]),
        ("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave", "bwf"], ["audio/vnd.wave", "audio/wav", "audio/wave", "audio/x-wav"]),
        ("public.midi-audio", ["public.audio"], ["midi", "mid", "smf", "kar"], ["audio/midi", "audio/x-midi"]),
        ("public.playlist", [], [], []),
        ("public.m3u-playlist", ["public.plain-text", "public.playlist"], ["m3u", "m3u8"], ["audio/mpegurl", "application/vnd.apple.mpegurl", "audio/x-mpegurl"]),
        ("public.folder", ["public.directory"], [], []),
        ("public.volume", ["public.folder"], [], []),
        ("com.apple.package", ["public.directory"], [], []),
        ("com.apple.bundle", ["public.directory"], [], []),
        ("com.apple.plugin", ["com.apple.bundle", "com.apple.package"], ["plugin"], []),
        ("com.apple.metadata-importer", ["com.apple.plugin"], ["mdimporter"], []),
        ("com.apple.quicklook-generator", ["com.apple.plugin"], ["qlgenerator"], []),
        ("com.apple.xpc-service", ["com.apple.bundle", "com.apple.package"], ["xpc"], []),
        ("com.apple.framework", ["com.apple.bundle"], ["framework"], []),
        ("com.apple.application", ["public.executable"], [], []),
        ("com.apple.application-bundle", ["com.apple.application", "com.apple.localizable-name-bundle", "com.apple.package"], ["app"], []),
        ("com.apple.application-and-system-extension", ["com.apple.xpc-service"], ["appex"], []),
        ("public.unix-executable", ["public.data", "public.executable"], [], []),
        ("com.microsoft.windows-executable", ["public.data", "public.executable"], ["exe"], ["application/x-msdownload"]),
        ("com.apple.systempreference.prefpane", ["com.apple.package", "com.apple.bundle"], ["prefPane"], []),
        ("public.archive", [], [], []),
        ("org.gnu.gnu-zip-archive", ["public.data", "public.archive"], ["gz", "gzip"], ["application/x-gzip", "application/gzip"]),
        ("public.bzip2-archive", ["public.data", "public.archive"], ["bz2", "bz"], ["application/x-bzip2", "application/x-bzip", "application/bzip2", "application/bzip", "application/x-bz2"]),
        ("public.zip-archive", ["com.pkware.zip-archive"], ["zip"], ["application/zip", "application/x-zip-compressed"]),
        ("com.apple.archive", ["public.data", "public.archive"], ["aar", "yaa"], []),
        ("public.tar-archive", ["org.gnu.gnu-tar-archive"], ["tar"], ["application/x-tar", "application/tar"]),
        ("public.spreadsheet", ["public.content"], [], []),
        ("public.presentation", ["public.composite-content"], [], []),
        ("public.database", [], [], []),
        ("public.message", [], [], []),
        ("public.contact", [], [], []),
        ("public.vcard", ["public.text", "public.contact"], ["vcf", "vcard"], ["text/vcard", "text/directory", "text/x-vcard"]),
        ("public.to-do-item", [], [], []),
        ("public.calendar-event", [], [], []),
        ("public.email-message", ["public.message"], [], []),
        ("com.apple.internet-location", ["public.stored-url", "public.data"], [], []),
        ("com.microsoft.internet-shortcut", ["public.stored-url", "public.data"], ["url"], []),
        ("public.font", ["public.data"], [], []),
        ("public.bookmark", [], [], []),
        ("com.rsa.pkcs-12", ["public.data"], ["p12", "pfx"], ["application/x-pkcs12"]),
        ("public.x509-certificate", ["public.data"], ["cer", "der", "crt", "pem"], ["application/x-x509-ca-cert"]),
        ("org.idpf.epub-container", ["public.data", "public.composite-content"], ["epub"], ["application/epub+zip"]),
        ("public.log", ["public.item"], [], []),
        ("com.apple.haptics.ahap", ["public.haptics-content", "public.json"], ["ahap"], []),
        ("public.geojson", ["public.json"], ["geojson"], ["application/geo+json"]),
        ("com.apple.linkpresentation.metadata", ["public.data"], [], []),
        ("public.heif-standard", ["public.image"], [], []),
        ("com.apple.m4v-video", ["public.mpeg-4"], ["m4v"], ["video/x-m4v"]),
        ("public.aifc-audio", ["public.audio"], ["aifc"], []),
        ("com.pkware.zip-archive", ["public.data", "public.archive"], [], []),
        ("org.gnu.gnu-tar-archive", ["public.data", "public.archive"], ["gtar"], ["application/x-gtar"]),
        ("com.apple.localizable-name-bundle", ["com.apple.bundle"], [], []),
        ("public.stored-url", [], [], []),
        ("public.haptics-content", [], [], []),
        ("com.apple.m4a-audio", ["public.mpeg-4-audio"], ["m4a"], ["audio/x-m4a"]),
    ]
}
#endif
