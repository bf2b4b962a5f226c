import FrameProfAnalysis

/// Writes `<strategy>/stacks.folded` for every sampled strategy: one `root;…;leaf count` line per
/// distinct stack, heaviest first — the collapsed-stack format flame-graph tools (flamegraph.pl,
/// speedscope, inferno) and the Perfetto UI read. A strategy recorded without sampling gets no file.
public struct FoldedStacksRenderer: ReportRenderer {
    /// `.folded`.
    public var format: ReportFormat { .folded }

    /// Creates the renderer.
    public init() {}

    /// Writes one file per sampled strategy.
    public func render(_ report: Report, into output: ReportOutput) throws {
        for s in report.strategies {
            guard let profile = s.profile else { continue }
            try output.write(profile.foldedText, to: "\(s.name)/stacks.folded")
        }
    }
}
