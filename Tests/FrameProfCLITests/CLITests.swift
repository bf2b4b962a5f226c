import Foundation
import Testing

@Suite("frameprof command line")
struct CLITests {
    @Test("bench --json prints every contract key as a positive number and exits 0")
    func benchJSON() throws {
        let result = try CLIRunner.run(["bench", "--json", "--intervals", "20000", "--repetitions", "1", "--stacklab-rows", "2000", "--scrub-seconds", "0.5",
                                        "--report-intervals", "20000", "--import-mb", "1"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for key in ["signpost_enabled_ns_per_interval", "signpost_disabled_ns_per_interval", "timestamp_floor_ns",
                    "trace_bytes_per_interval", "trace_write_mb_per_s", "trace_read_events_per_s"] {
            let value = try #require(object[key] as? Double, "missing \(key)")
            #expect(value > 0, "\(key) must be measured, got \(value)")
        }
        #expect(object["events_lost"] as? Int == 0)
        for key in ["stacklab_lazy_frame_us_1k_rows", "stacklab_lazy_frame_us_large_rows", "stacklab_vstack_first_frame_ms_1k_rows",
                    "stacklab_vstack_first_frame_ms_10k_rows", "stacklab_lazy_frame_ratio_large_to_1k"] {
            let value = try #require(object[key] as? Double, "missing \(key)")
            #expect(value > 0, "\(key) must be measured, got \(value)")
        }
        #expect(object["stacklab_large_row_count"] as? Int == 2000)
        #expect(object["report_trace_intervals"] as? Int == 20000)
        #expect((object["analysis_events_per_s"] as? Int ?? 0) > 0)
        #expect((object["report_1m_intervals_s"] as? Double ?? 0) > 0)
        #expect((object["report_peak_rss_bytes"] as? Int ?? 0) > 0)
        for key in ["scrub_record_all_strategies_s", "scrub_signposts_on_s", "scrub_signposts_off_s", "scrub_record_default_s"] {
            let value = try #require(object[key] as? Double, "missing \(key)")
            #expect(value > 0, "\(key) must be measured, got \(value)")
        }
        // 0.5 s at 120 Hz is 60 vsyncs; each strategy commits frames on them (a feed row takes longer
        // than a vsync to build on this machine in a debug build, so not on every one).
        #expect((object["scrub_frames_all_strategies"] as? Int ?? 0) >= 4 * 10)
        #expect(object["scrub_record_default_concurrency"] as? Int == ProcessInfo.processInfo.activeProcessorCount)
        #expect((object["trace_bytes_per_interval"] as? Double ?? 99) <= 8)
        // The handler is measured with real signals at a stack 30 frames deep (give or take the frames
        // a debug build adds), and sampling took samples.
        let depth = try #require(object["unwind_depth"] as? Int)
        #expect((28...40).contains(depth), "\(depth)")
        // A difference of two timed loops of real signals: measured, but under the suite's parallel load
        // it can fall below zero, so its size is the quiet benchmark's to say.
        #expect((object["unwind_ns_per_sample"] as? Double)?.isFinite == true)
        #expect((object["signal_delivery_ns"] as? Double ?? 0) > 0)
        #expect((object["sampling_1khz_samples_per_run"] as? Int ?? 0) > 0)
        for key in ["import_oslog_compact_mb_per_s", "import_oslog_ndjson_mb_per_s", "import_xctrace_mb_per_s"] {
            #expect((object[key] as? Double ?? 0) > 0, "\(key)")
        }
        #expect(object["sampling_1khz_overhead_percent"] is Double && object["signals_only_1khz_overhead_percent"] is Double)
        // Leave one out: an anti-pattern's extra price comes only from its pair, so without its figure the
        // cell costs what its fixed twin does; a fit that is the only source of its price has no value.
        let allocation = "calibration_iphone_15_pro_body_checklist_allocinbodycell_body"
        let leftOut = try #require(object[allocation + "_left_out"] as? Double)
        #expect(leftOut < 0.3 * (object[allocation + "_published"] as? Double ?? 0))
        #expect(object["calibration_iphone_12_indicator_scrub_lazyvstack_hitch_time_modeled"] is Double)
        #expect(object["calibration_iphone_12_indicator_scrub_lazyvstack_hitch_time_left_out"] == nil)
        // The regular feed is a prediction; the log's per-row figure has a leave-one-out value, from the scrub.
        #expect(object["calibration_iphone_12_feed_uniform_scrub_lazyvstack_hitch_time_modeled"] is Double)
        #expect((object["calibration_iphone_12_lazyvstack_pass_from_row_646__device_log__first_time_row__created_and_measured_left_out"] as? Double ?? 0) > 0)
        // The iPhone 15 Pro's fast scroll is replayed on a grid of file cells dense enough that its busiest
        // transaction updates the article's 200 views or more.
        let views = try #require(object["calibration_iphone_15_pro_fast_scroll__file_grid__before_fixes__views_it_updated_modeled"] as? Double)
        #expect(views >= 200, "\(views) views")
    }

    @Test("Bad values are usage errors: exit 64 with a sentence naming the value")
    func usageErrors() throws {
        let strategy = try CLIRunner.run(["record", "--scenario", "feed-1000", "--strategy", "hstack", "--out", "x"])
        #expect(strategy.status == 64)
        #expect(strategy.stderr.contains("The value 'hstack' is invalid for '--strategy <strategy>'. Please provide one of 'vstack', 'lazy-vstack', 'list', 'optimized-vstack' or 'all'."))
        let refresh = try CLIRunner.run(["record", "--scenario", "feed-1000", "--refresh", "0", "--out", "x"])
        #expect(refresh.status == 64)
        #expect(refresh.stderr.contains("The refresh rate must be between 1 and 1000 Hz, not 0."))
        let missing = try CLIRunner.run(["record", "--out", "x"])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("Name a scenario with --scenario"))
        let unknown = try CLIRunner.run(["bench", "--frobnicate"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Unknown option '--frobnicate'"))
        let tiny = try CLIRunner.run(["bench", "--intervals", "5"])
        #expect(tiny.status == 64)
        let source = try CLIRunner.run(["import", "perfetto", "x", "--out", "y"])
        #expect(source.status == 64)
        #expect(source.stderr.contains("'perfetto' is not a subcommand of frameprof import; expected oslog or xctrace."))
        // Any command group: a word that is no subcommand is named, not the first option after it.
        let group = try CLIRunner.run(["baseline", "refresh", "--out", "x"])
        #expect(group.status == 64)
        #expect(group.stderr.contains("'refresh' is not a subcommand of frameprof baseline; expected update."))
    }

    @Test("--version prints the tool version")
    func version() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test("--help and help <command> print the usage and exit 0", arguments: [["--help"], ["record", "--help"], ["help", "gate"], ["baseline", "update", "-h"]])
    func help(arguments: [String]) throws {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: frameprof"), "stdout: \(result.stdout)\nstderr: \(result.stderr)")
        #expect(result.stderr.isEmpty)
    }
}
