import FrameProfBudgets

/// JUnit XML for CI test tabs: one test suite per recording and strategy, one test case per limit;
/// a failed limit is a `<failure>`, a skipped one `<skipped>`, an improvement passes with its note in
/// `<system-out>`. It validates against the Jenkins xUnit plugin's `junit-10.xsd`: `errors` on every
/// suite (a gate limit fails or is skipped, it never errors) and no `skipped` on `<testsuites>`.
public struct GateJUnitRenderer: VerdictRenderer {
    /// Creates the renderer.
    public init() {}

    /// The XML document.
    public func render(_ result: GateResult) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"frameprof gate\" tests=\"\(result.verdicts.count)\" failures=\"\(result.count(.fail))\" errors=\"0\">\n"
        for group in VerdictCells.groups(result) {
            let failures = group.verdicts.filter { $0.status == .fail }.count
            let skipped = group.verdicts.filter { $0.status == .skipped }.count
            xml += "  <testsuite name=\"\(attribute(group.title))\" tests=\"\(group.verdicts.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
            // What the relative limits compared with: a file, or which stored runs of a history.
            if let baseline = result.baselinePath {
                xml += "    <properties>\n      <property name=\"baseline\" value=\"\(attribute(baseline))\"/>\n    </properties>\n"
            }
            for verdict in group.verdicts {
                let cells = VerdictCells(verdict: verdict)
                let classname = "\(verdict.recording.scenario).\(verdict.strategy)"
                let name = "\(verdict.limit.metric) \(verdict.limit.rule.text)"
                xml += "    <testcase classname=\"\(attribute(classname))\" name=\"\(attribute(name))\" time=\"0\">\n"
                let detail = "value \(cells.value), baseline \(cells.baseline), difference \(cells.difference), limit \(cells.limit)"
                switch verdict.status {
                case .fail:
                    xml += "      <failure message=\"\(attribute(verdict.note))\">\(HTMLText.escape(detail))</failure>\n"
                case .skipped:
                    xml += "      <skipped message=\"\(attribute(verdict.note))\"/>\n"
                case .improved, .pass:
                    xml += "      <system-out>\(HTMLText.escape(cells.outcome + "; " + detail))</system-out>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    private func attribute(_ text: String) -> String {
        // Newlines in attributes would be normalized away by XML readers; keep messages on one line.
        HTMLText.escape(text.replacingOccurrences(of: "\n", with: " "))
    }
}
