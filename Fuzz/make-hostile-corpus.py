#!/usr/bin/env python3
"""Writes Fuzz/hostile/<reader>/: inputs built to break frameprof's readers (numbers past 2^64, dates
past 2262, cut files, invalid UTF-8, deep nesting, alias bombs, huge counts). The files are committed;
FrameProfCLITests replays them through the CLI and Scripts/fuzz seeds libFuzzer with them. Rerun this
script to regenerate them after changing it; it is deterministic."""
import os, random, shutil

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hostile")
rng = random.Random(19)
corpus = {}

def add(reader, name, data):
    corpus.setdefault(reader, {})[name] = data.encode() if isinstance(data, str) else data

# -- oslog: the lines the importer reads, with hostile numbers and bytes.
placed = "2026-11-02 10:15:01.000000-0800 0x1 Default 0x0 0 0 App: [com.apple.SwiftUI:LazyStack] LazyVStackLayout: placed(0.0...812.0) -> 0..<10, 0.0...1000.0\n"
add("oslog", "year-9999.log", placed.replace("2026", "9999"))
add("oslog", "year-0001.log", placed.replace("2026", "0001"))
add("oslog", "relative-huge.tsv", "9223372036854775807:59.000.000\tApp\tLazyVStackLayout: placed(0.0...812.0) -> 0..<10, 0.0...1000.0\n")
add("oslog", "numbers-1e308.log", placed.replace("812.0", "1e308").replace("1000.0", "-1e308") * 3)
add("oslog", "indices-huge.log", placed.replace("0..<10", "9223372036854775807..<-9223372036854775808") * 2)
add("oslog", "invalid-utf8.log", placed.encode()[:90] + b"\xff\xfe\xc3\x28" + placed.encode()[90:])
add("oslog", "nul-bytes.log", placed.replace(" ", "\0", 5))
add("oslog", "cut-json.json", '[{"timestamp":"2026-11-02 10:15:01.000000-0800","eventMessage":"LazyVStackLayout: placed(0.0...812.0) -> 0..<1')
add("oslog", "json-escapes.ndjson", '{"eventMessage":"\\ud800\\udfff\\uFFFF\\u0000 LazyVStackLayout: invalid #99999999999999999999; 1e999 vs nan","timestamp":"2026-11-02 10:15:01.000000-0800"}\n')
add("oslog", "empty.log", "")

# -- xctrace: export XML with hostile values.
def table(schema, cols, rows):
    head = "<schema name=\"%s\">%s</schema>" % (schema, "".join("<col><mnemonic>%s</mnemonic></col>" % c for c in cols))
    return "<?xml version=\"1.0\"?>\n<trace-query-result><node>%s%s</node></trace-query-result>\n" % (head, "".join(rows))
big = "18446744073709551615"
add("xctrace", "hitches-2to64.xml", table("hitches", ["start", "duration"], ["<row><start-time>%s</start-time><duration>%s</duration></row>" % (big, big)] * 3))
add("xctrace", "vsyncs-2to64.xml", table("display-vsyncs-interval", ["timestamp", "duration"], ["<row><start-time>%s</start-time><duration>1</duration></row>" % big, "<row><start-time>0</start-time><duration>1</duration></row>"]))
add("xctrace", "commits-overflow.xml", table("coreanimation-commit-interval", ["start", "duration"], ["<row><start-time>4611686018427387904</start-time><duration>4611686018427387904</duration></row>", "<row><start-time>0</start-time><duration>1</duration></row>"]))
add("xctrace", "updates-in-flight.xml", table("swiftui-updates", ["start", "duration", "view-name"], ["<row><start-time>1</start-time><duration>%s</duration><string>V</string></row>" % big]))
add("xctrace", "char-refs.xml", table("hitches", ["start", "duration", "label"], ["<row><start-time>1</start-time><duration>2</duration><string fmt=\"&#xFFFFFFFFFFFF;\">&#99999999999999999999;&#xD800;</string></row>"]))
add("xctrace", "deep-nesting.xml", table("hitches", ["start"], ["<row>" + "<a>" * 10000 + "</a>" * 10000 + "</row>"]))
add("xctrace", "self-ref.xml", table("time-profile", ["time", "stack"], ["<row><sample-time id=\"1\">5</sample-time><backtrace id=\"2\"><frame ref=\"2\"/><backtrace ref=\"2\"/></backtrace></row>"] * 2))
add("xctrace", "cut.xml", table("hitches", ["start", "duration"], ["<row><start-time>1</start-time><duration>2</duration></row>"] * 3)[:-60])
add("xctrace", "toc-infinite.xml", "<trace-toc><run number=\"1\"><info><summary><duration>1e999</duration></summary></info></run></trace-toc>")
add("xctrace", "display-rate-huge.xml", table("device-display-info", ["timestamp", "max-refresh-rate"], ["<row><event-time>0</event-time><uint32>1e400</uint32></row>", "<row><event-time>0</event-time><uint32>-5</uint32></row>"]))
add("xctrace", "invalid-utf8.xml", table("hitches", ["start", "duration", "narrative-description"], ["<row><start-time>1</start-time><duration>2</duration><string>\udcff</string></row>"]).encode("utf-8", "surrogateescape"))
add("xctrace", "not-xml.xml", bytes(rng.randrange(256) for _ in range(4096)))

# -- budgets: YAML with hostile structure and numbers.
add("budgets", "deep.yml", "version: 1\nbudgets: " + "[" * 20000 + "]" * 20000 + "\n")
lol = "version: 1\nbudgets:\n  - scenario: &a [x, x, x, x, x, x, x, x, x]\n"
prev = "a"
for i in range(1, 9):
    lol += "    b%d: &b%d [%s]\n" % (i, i, ", ".join(["*" + prev] * 9)); prev = "b%d" % i
add("budgets", "alias-bomb.yml", lol)
add("budgets", "numbers.yml", "version: 1\nbudgets:\n  - scenario: indicator-scrub\n    limits:\n      hitches: {max: 1e999}\n      blank_frames: {max: 99999999999999999999P}\n      frames: {max: .nan}\n      jank_frames: {max_increase_percent: -1e308}\n")
add("budgets", "version-huge.yml", "version: 99999999999999999999999\nbudgets: []\n")
add("budgets", "invalid-utf8.yml", b"version: 1\nbudgets:\n  - scenario: \xff\xfe\n")
# A counter metric whose last dot is the prefix's own: trapped the parser once (found by the fuzzer).
add("budgets", "counter-without-name.yml", "version: 1\nbudgets:\n  - scenario: fling\n    limits:\n      counters.max: {max: 1}\n      counters.: {max: 1}\n")
add("budgets", "tabs-and-nul.yml", "version:\t1\n\0budgets: [\n")

# -- scenario and device profile YAML.
add("scenario", "count-huge.yml", "name: big\nrows: {count: 99999999999999999999, heights: 100}\ngesture: [{wait: {duration: 0.1}}]\n")
add("scenario", "count-int-max.yml", "name: big\nrows: {count: 9223372036854775807, heights: 100}\ngesture: [{wait: {duration: 0.1}}]\n")
add("scenario", "duration-huge.yml", "name: long\nrows: {count: 20, heights: 100}\ngesture: [{wait: {duration: 1e300}}]\n")
add("scenario", "heights-nan.yml", "name: nan\nrows: {count: 20, heights: .nan}\ngesture: [{fling: {velocity: -1e999}}]\n")
add("scenario", "deep.yml", "name: deep\nrows: " + "{a: " * 5000 + "1" + "}" * 5000 + "\n")
add("scenario", "invalid-utf8.yml", b"name: \xc3\x28\nrows: {count: 1}\n")
add("device", "prices-hostile.yml", "name: hostile\nprices:\n  body: 1e999\n  allocation: -5\n  glyph: .nan\n")
add("device", "rate-huge.yml", "name: fast\nrefresh_hz: 99999999999999999999\n")
add("device", "empty.yml", "")

# -- summary.json / baselines.
add("summary", "deep.json", "[" * 20000 + "]" * 20000)
add("summary", "numbers.json", '{"schema_version": 1, "scenario": "indicator-scrub", "refresh_hz": 1e999, "clock": "virtual", "runs": 99999999999999999999999, "strategies": {"lazy-vstack": {"frames": -1e400, "hitches": 1.5, "hitch_time_ratio_ms_per_s": 1e308, "frame_duration_ms": {"p95": -0.0}}}}')
add("summary", "cut.json", '{"schema_version": 1, "scenario": "indicator-scrub", "strategies": {"lazy-vstack": {"fra')
add("summary", "invalid-utf8.json", b'{"schema_version": 1, "scenario": "\xff\xfe", "strategies": {}}')
add("summary", "not-an-object.json", '[1, "two", null]')

# -- trace: a valid header followed by hostile chunks, and noise.
header = b"FPTRACE\0"
add("trace", "noise.fpt", bytes(rng.randrange(256) for _ in range(8192)))
add("trace", "magic-then-noise.fpt", header + bytes(rng.randrange(256) for _ in range(4096)))
add("trace", "huge-lengths.fpt", header + b"\xff" * 64)
add("trace", "empty.fpt", b"")

shutil.rmtree(root, ignore_errors=True)
for reader, files in corpus.items():
    os.makedirs(os.path.join(root, reader))
    for name, data in files.items():
        with open(os.path.join(root, reader, name), "wb") as f:
            f.write(data)
print("wrote", sum(len(f) for f in corpus.values()), "inputs for", ", ".join(sorted(corpus)))
