import StackLab
// The body checklist's cells, in pairs: each anti-pattern next to its fix. They render the same row —
// a title, a relative timestamp that changes with `tick`, and a badge — so only the way the body is
// written differs. Kept together because each type is a few lines and they read as a table.

/// Creates a font and a colour object in `body` on every evaluation.
nonisolated struct AllocInBodyCell: View {
    let row: RowSpec
    let tick: Int
    var body: some View {
        let font = FontObject(size: 17)
        let color = ColorObject(red: Double(row.id % 5) / 4, green: 0.4, blue: 0.8)
        return CellLayout(row: row, tick: tick, badge: font.weight(of: row.text) > 0 ? "A" : "a").background(color.color)
    }
}

/// Reads one shared font and colour (or value types) instead.
nonisolated struct AllocHoistedCell: View {
    let row: RowSpec
    let tick: Int
    var body: some View {
        CellLayout(row: row, tick: tick, badge: FontObject.shared.weight(of: row.text) > 0 ? "A" : "a").background(ColorObject.shared.color)
    }
}

/// Formats and joins its strings in `body`.
nonisolated struct StringInBodyCell: View {
    let row: RowSpec
    let tick: Int
    var body: some View {
        let label = StringPrecomputedCell.label(for: row)
        return CellLayout(row: RowSpec(id: row.id, height: row.height, text: label), tick: tick, badge: "S")
    }
}

/// Receives the same label built once, with the row (the model stores it as the row's text).
nonisolated struct StringPrecomputedCell: View {
    let row: RowSpec
    let tick: Int
    var body: some View {
        CellLayout(row: row, tick: tick, badge: "S")
    }

    /// The label `StringInBodyCell` builds on every evaluation, built once here: each word capitalized
    /// and reversed, two joins and two concatenations — strings the runtime is told about.
    static func label(for row: RowSpec) -> String {
        let words = row.text.split(separator: " ").map { $0.capitalized }
        let label = words.joined(separator: " ") + " · " + words.map { String($0.reversed()) }.sorted().joined(separator: ",")
        Work.builtStrings(2 * words.count + 4)
        return label
    }
}

/// Hashes its text in `init`, which runs whenever a parent body creates the value.
nonisolated struct HeavyInitCell: View {
    let row: RowSpec
    let tick: Int
    let digest: UInt64
    init(row: RowSpec, tick: Int) {
        self.row = row
        self.tick = tick
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for _ in 0..<64 {
            for byte in row.text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        digest = hash
        Work.computed(steps: 64 * row.text.utf8.count)
    }
    var body: some View {
        CellLayout(row: row, tick: tick, badge: digest & 1 == 0 ? "H" : "h")
    }
}

/// Takes the digest from a cache filled once per row.
nonisolated struct LightInitCell: View {
    let row: RowSpec
    let tick: Int
    var body: some View {
        CellLayout(row: row, tick: tick, badge: row.id & 1 == 0 ? "H" : "h")
    }
}

/// Title, timestamp and badge in one body: a new tick re-evaluates all of it.
nonisolated struct BigBodyCell: View {
    let row: RowSpec
    let tick: Int
    var body: some View {
        VStack(spacing: 4) {
            HStack {
                Text(row.text)
                Spacer()
            }
            HStack {
                Text("\(tick / 20) s ago").font(.system(size: 13))
                Spacer()
                Text("#\(row.id)").font(.system(size: 13))
            }
        }
        .frame(height: row.height)
        .background(Color.white)
    }
}

/// The same content as small equatable pieces: a new tick re-evaluates only the timestamp.
nonisolated struct SplitEquatableCell: View {
    let row: RowSpec
    let tick: Int
    var body: some View {
        VStack(spacing: 4) {
            CellTitle(text: row.text).equatable()
            CellFooter(seconds: tick / 20, id: row.id).equatable()
        }
        .frame(height: row.height)
        .background(Color.white)
    }
}

/// Switches branches on the tick's parity: every switch destroys and rebuilds the row's content.
nonisolated struct BranchChurnCell: View {
    let row: RowSpec
    let tick: Int
    var body: some View {
        if tick % 2 == 0 {
            CellLayout(row: row, tick: tick, badge: "B").background(Color.white)
        } else {
            CellLayout(row: row, tick: tick, badge: "B").background(Color.gray)
        }
    }
}

/// The same difference as a modifier parameter: the content stays.
nonisolated struct ModifierParameterCell: View {
    let row: RowSpec
    let tick: Int
    var body: some View {
        CellLayout(row: row, tick: tick, badge: "B").background(tick % 2 == 0 ? Color.white : Color.gray)
    }
}

/// Gives its content a new identity on every evaluation.
nonisolated struct IDEveryCell: View {
    let row: RowSpec
    let tick: Int
    var body: some View {
        CellLayout(row: row, tick: tick, badge: "I").id(tick)
    }
}

/// Keeps the content's identity.
nonisolated struct StableIDCell: View {
    let row: RowSpec
    let tick: Int
    var body: some View {
        CellLayout(row: row, tick: tick, badge: "I").id(row.id)
    }
}

/// The row every checklist cell renders.
nonisolated struct CellLayout: View {
    let row: RowSpec
    let tick: Int
    let badge: String
    var body: some View {
        VStack(spacing: 4) {
            HStack {
                Text(row.text)
                Spacer()
                Text(badge).font(.system(size: 13))
            }
            HStack {
                Text("\(tick / 20) s ago").font(.system(size: 13))
                Spacer()
            }
        }
        .frame(height: row.height)
        .background(Color.white)
    }
}

/// A title that re-evaluates only when its text changes.
nonisolated struct CellTitle: View, Equatable {
    let text: String
    var body: some View {
        HStack {
            Text(text)
            Spacer()
        }
    }
}

/// A footer that re-evaluates only when its seconds change.
nonisolated struct CellFooter: View, Equatable {
    let seconds: Int
    let id: Int
    var body: some View {
        HStack {
            Text("\(seconds) s ago").font(.system(size: 13))
            Spacer()
            Text("#\(id)").font(.system(size: 13))
        }
    }
}
