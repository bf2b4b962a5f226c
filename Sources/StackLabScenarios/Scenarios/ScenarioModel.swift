import StackLab
/// The state a scenario's root view reads: its rows (pages get appended), the live tick of timestamp
/// cells, and the scroll offset when a parallax keeps it in root state. The driver changes it and marks
/// the root for update, as an app's model would publish a change.
final class ScenarioModel {
    var rows: [RowSpec]
    var tick = 0
    var offset = 0.0

    init(rows: [RowSpec]) {
        self.rows = rows
    }
}

/// The root of a scenario whose rows depend on model state: a ScrollView over the strategy's stack,
/// each row built by its cell type from the row and the current tick and offset.
nonisolated struct ScenarioRoot: View {
    let model: ScenarioModel
    let strategy: StackStrategy
    let scenario: Scenario

    var body: some View {
        let tick = model.tick
        let offset = model.offset
        return ScrollView {
            strategy.stack(rows: model.rows, spacing: scenario.spacing, estimatedRowHeight: scenario.estimatedRowHeight) { row in
                row.cell.view(for: row, tick: tick, offset: offset)
            }
            .padding(scenario.padding)
        }
    }
}
