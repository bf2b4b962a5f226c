import Foundation
import Testing

/// `frameprof calibrate` from the command line: its exit codes and messages, and the report it still
/// writes when the fit cannot proceed.
@Suite struct CalibrateTests {
    /// A `swiftui-updates` export of one view the lab never builds, in the columns of Xcode's export.
    private static let foreignExport = """
        <?xml version="1.0"?>
        <trace-query-result>
        <node xpath='//trace-toc[1]/run[1]/data[1]/table[9]'><schema name="swiftui-updates"><col><mnemonic>start</mnemonic><name>Start</name><engineering-type>start-time</engineering-type></col><col><mnemonic>duration</mnemonic><name>Duration</name><engineering-type>duration</engineering-type></col><col><mnemonic>update-type</mnemonic><name>Update Type</name><engineering-type>swiftui-update</engineering-type></col><col><mnemonic>module</mnemonic><name>Module</name><engineering-type>string</engineering-type></col><col><mnemonic>view-name</mnemonic><name>View Name</name><engineering-type>string</engineering-type></col></schema>
        <row><start-time id="1" fmt="00:01.000">1000000000</start-time><duration id="2" fmt="40 µs">40000</duration><swiftui-update id="3" fmt="View Body">View Body</swiftui-update><string id="4" fmt="Shop">Shop</string><string id="5" fmt="BasketRow">BasketRow</string></row>
        <row><start-time id="6" fmt="00:01.100">1100000000</start-time><duration id="7" fmt="44 µs">44000</duration><swiftui-update ref="3"/><string ref="4"/><string ref="5"/></row>
        </node></trace-query-result>
        """

    @Test func noViewInCommonIsExitOneWithTheReportWrittenAndNoProfile() throws {
        let dir = NSTemporaryDirectory() + "frameprof-calibrate-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.foreignExport.write(toFile: dir + "/swiftui-updates.xml", atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["calibrate", "--scenario", "feed-1000", "--export", dir + "/swiftui-updates.xml",
                                        "--profile", dir + "/ours.yml", "--out", dir + "/out"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("frameprof calibrate: none of the export's 1 view types matches one the lab built in 'feed-1000'"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/ours.yml"))
        let report = try String(contentsOfFile: dir + "/out/calibration.md", encoding: .utf8)
        #expect(report.contains("| Shop.BasketRow | 2 | "))
    }

    @Test func aProfilePathThatIsNotYAMLIsAUsageError() throws {
        let result = try CLIRunner.run(["calibrate", "--scenario", "feed-1000", "--export", "x.xml", "--profile", "ours.txt", "--out", "out"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--profile names the profile file to write; give it a .yml name, not 'ours.txt'."), "\(result.stderr)")
    }
}
