import FrameProfTrace

extension TraceAnalyzer {
    /// Reads the trace at `path` and analyzes it as `name`. A damaged trace is analyzed up to the
    /// damage, which the result carries so reports can say what was lost.
    public static func analyze(path: String, name: String, bandSet: HitchBandSet = .current) throws(TraceReadError) -> StrategyAnalysis {
        let reader = try TraceReader(path: path)
        var analyzer = TraceAnalyzer()
        reader.stream(into: &analyzer)
        var result = analyzer.analysis(name: name, names: reader.name(of:), clockSource: reader.header.clockSource, bandSet: bandSet)
        result.tracePath = path
        result.damage = reader.damage
        return result
    }
}
