import StackLab
/// A parallax row driven by root state: the scroll offset is an input, so every row's body runs on
/// every frame the offset changes.
nonisolated struct ParallaxRootStateRow: View {
    let row: RowSpec
    let offset: Double
    var body: some View {
        ZStack {
            Color.gray.frame(height: row.height * 0.6).padding(.top, (offset * 0.3).truncatingRemainder(dividingBy: row.height * 0.4))
            HStack {
                Text(row.text)
                Spacer()
            }
        }
        .frame(height: row.height)
        .background(Color.white)
    }
}

/// The same effect read locally: a GeometryReader derives the shift from its own position on screen,
/// so only the reader's content runs when the row scrolls; the row's body runs once.
nonisolated struct ParallaxLocalRow: View {
    let row: RowSpec
    var body: some View {
        ZStack {
            GeometryReader { proxy in
                Color.gray.frame(height: row.height * 0.6)
                    .padding(.top, (proxy.frame(in: .global).minY * 0.3).magnitude.truncatingRemainder(dividingBy: row.height * 0.4))
            }
            HStack {
                Text(row.text)
                Spacer()
            }
        }
        .frame(height: row.height)
        .background(Color.white)
    }
}
