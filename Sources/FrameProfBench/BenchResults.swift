import Foundation

/// The figures `frameprof bench` reports, in the units their names carry.
public struct BenchResults {
    var signpostEnabledNsPerInterval: Double
    var signpostEnabledSustainedNsPerInterval: Double
    /// A body interval preceded by its cause (`FrameProf.cause`), as StackLab records every evaluation.
    var causedIntervalNs: Double
    var signpostDisabledNsPerInterval: Double
    var timestampFloorNs: Double
    var traceBytesPerInterval: Double
    var traceWriteMBPerS: Double
    var traceWriteEventsPerS: Double
    var traceReadEventsPerS: Double
    var traceIterateEventsPerS: Double
    var clockSource: String
    var ticksPerSecond: Double
    var intervals: Int
    var repetitions: Int
    var ringStalls: UInt64
    /// The sustained run's largest ring: what growing instead of stalling cost in memory.
    var sustainedLargestRingBytes: UInt64
    var eventsLost: UInt64
    var stackLab: StackLabBenchmark.Results?
    /// A team's own cell beside the built-in feed cell, per body, measure and place call.
    var teamCell: TeamCellBenchmark.Results?
    var scrub: ScrubBenchmark.Results?
    var reports: ReportBenchmark.Results?
    var sampling: SamplingBenchmark.Results?
    var imports: ImportBenchmark.Results?
    var calibration: CalibrationBenchmark.Results?
    /// What the figures were measured on, and when.
    var machine = BenchMachine.current()

    /// Ordered key/value pairs; the first six are the contract's.
    var fields: [(String, String)] {
        var fields: [(String, String)] = [
            ("signpost_enabled_ns_per_interval", format(signpostEnabledNsPerInterval)),
            ("signpost_disabled_ns_per_interval", format(signpostDisabledNsPerInterval)),
            ("timestamp_floor_ns", format(timestampFloorNs)),
            ("trace_bytes_per_interval", format(traceBytesPerInterval)),
            ("trace_write_mb_per_s", format(traceWriteMBPerS)),
            ("trace_read_events_per_s", format(traceReadEventsPerS, digits: 0)),
            ("signpost_enabled_sustained_ns_per_interval", format(signpostEnabledSustainedNsPerInterval)),
            ("enabled_over_floor_ratio", format(signpostEnabledNsPerInterval / timestampFloorNs, digits: 3)),
            ("signpost_with_cause_ns_per_interval", format(causedIntervalNs)),
            ("cause_ns", format(causedIntervalNs - signpostEnabledNsPerInterval)),
            ("trace_write_events_per_s", format(traceWriteEventsPerS, digits: 0)),
            ("trace_iterate_events_per_s", format(traceIterateEventsPerS, digits: 0)),
            ("clock_source", "\"\(clockSource)\""),
            ("clock_ticks_per_second", format(ticksPerSecond, digits: 0)),
            ("intervals", "\(intervals)"),
            ("repetitions", "\(repetitions)"),
            ("ring_stalls", "\(ringStalls)"),
            ("sustained_largest_ring_bytes", "\(sustainedLargestRingBytes)"),
            ("events_lost", "\(eventsLost)"),
        ]
        if let s = stackLab {
            fields += [
                ("stacklab_lazy_frame_us_1k_rows", format(s.lazyFrameUs1k)),
                ("stacklab_lazy_frame_us_large_rows", format(s.lazyFrameUsLarge)),
                ("stacklab_large_row_count", "\(s.largeRowCount)"),
                ("stacklab_lazy_frame_ratio_large_to_1k", format(s.lazyRatio, digits: 3)),
                ("stacklab_vstack_first_frame_ms_1k_rows", format(s.vstackFirstFrameMs1k)),
                ("stacklab_vstack_first_frame_ms_10k_rows", format(s.vstackFirstFrameMs10k)),
            ]
        }
        if let t = teamCell {
            fields += [
                ("stacklab_builtin_cell_ns_per_view_node", format(t.builtInNsPerNode)),
                ("stacklab_team_cell_ns_per_view_node", format(t.teamNsPerNode)),
                ("stacklab_team_to_builtin_cell_ratio", format(t.ratio, digits: 3)),
                ("stacklab_inbox_cell_ns_per_view_node", format(t.inboxNsPerNode)),
                ("stacklab_builtin_cell_view_node_work", "\(t.builtInNodeWork)"),
                ("stacklab_team_cell_view_node_work", "\(t.teamNodeWork)"),
            ]
        }
        if let s = scrub {
            fields += [
                ("scrub_scenario_seconds", format(s.scenarioSeconds)),
                ("scrub_frames_all_strategies", "\(s.frames)"),
                ("scrub_record_all_strategies_s", format(s.recordAllStrategiesS, digits: 3)),
                ("scrub_signposts_on_s", format(s.signpostsOnS, digits: 3)),
                ("scrub_signposts_off_s", format(s.signpostsOffS, digits: 3)),
                ("scrub_recorder_overhead_percent", format(s.overheadPercent)),
                ("scrub_record_default_s", format(s.recordDefaultS, digits: 3)),
                ("scrub_record_default_concurrency", "\(s.recordDefaultConcurrency)"),
            ]
        }
        if let r = reports {
            fields += [
                ("report_trace_intervals", "\(r.intervals)"),
                ("analysis_events_per_s", format(r.analysisEventsPerS, digits: 0)),
                ("report_1m_intervals_s", format(r.reportSeconds, digits: 3)),
                ("report_peak_rss_bytes", "\(r.reportPeakRSSBytes)"),
            ]
            for e in r.exports {
                fields += [
                    ("\(e.format.rawValue)_trace_bytes_per_interval", format(Double(e.bytes) / Double(r.intervals))),
                    ("\(e.format.rawValue)_trace_write_mb_per_s", format(Double(e.bytes) / 1e6 / e.seconds, digits: 1)),
                    ("\(e.format.rawValue)_trace_write_s", format(e.seconds, digits: 3)),
                ]
            }
        }
        if let i = imports {
            fields += [
                ("import_input_mb", "\(i.megabytes)"),
                ("import_oslog_compact_mb_per_s", format(i.oslogMBPerS, digits: 1)),
                ("import_oslog_ndjson_mb_per_s", format(i.ndjsonMBPerS, digits: 1)),
                ("import_xctrace_mb_per_s", format(i.xctraceMBPerS, digits: 1)),
                ("import_peak_rss_bytes", "\(i.peakRSSBytes)"),
            ]
        }
        if let s = sampling {
            fields += [
                ("unwind_ns_per_sample", format(s.unwindNsPerSample)),
                ("signal_delivery_ns", format(s.signalDeliveryNs)),
                ("unwind_depth", "\(s.unwindDepth)"),
                ("sampling_1khz_samples_per_run", format(s.samplesPerRun, digits: 0)),
                ("sampling_1khz_overhead_percent", format(s.overheadPercent)),
                ("signals_only_1khz_overhead_percent", format(s.signalsOnlyOverheadPercent)),
            ]
        }
        if let c = calibration {
            fields += c.fields.map { ($0.0, format($0.1, digits: 3)) }
        }
        return fields + machine.fields
    }

    /// One JSON object of every figure.
    public func json() -> String {
        "{\n" + fields.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}"
    }

    /// One aligned line per figure.
    public func table() -> String {
        let width = fields.map(\.0.count).max() ?? 0
        return fields.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 }
            .joined(separator: "\n")
    }

    private func format(_ value: Double, digits: Int = 2) -> String {
        guard value.isFinite else { return "null" }
        return String(format: "%.\(digits)f", value)
    }
}
