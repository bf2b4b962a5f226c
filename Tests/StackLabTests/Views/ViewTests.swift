@_spi(Simulation) import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios
@testable import StackLabPricing

/// A model of the kind real cells read.
@MainActor @Observable final class SurfaceModel {
    var title = "Title"
    var isLiked = false
}

@MainActor final class SurfaceStore: ObservableObject {
    @Published var unread = 3
}

enum SurfaceSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 12
}

extension EnvironmentValues {
    var surfaceSpacing: CGFloat {
        get { self[SurfaceSpacingKey.self] }
        set { self[SurfaceSpacingKey.self] = newValue }
    }
}

/// A card style as a view modifier.
struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(.vertical, 8)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

struct Tag: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// Every declaration of the lab's SwiftUI surface at least once, in the combinations cells use them:
/// if this file compiles against `import StackLab`, so do cells written with them.
struct SurfaceCell: View, Equatable {
    let model: SurfaceModel
    let tags: [Tag]
    @ObservedObject var store: SurfaceStore
    @State private var isExpanded = false
    @StateObject private var owned = SurfaceStore()
    @EnvironmentObject private var shared: SurfaceStore
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.displayScale) private var scale
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.surfaceSpacing) private var spacing
    @Environment(SurfaceModel.self) private var environmentModel
    @Environment(SurfaceModel.self) private var optionalModel: SurfaceModel?

    nonisolated static func == (a: SurfaceCell, b: SurfaceCell) -> Bool { a.model === b.model && a.tags == b.tags }

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Image(systemName: model.isLiked ? "heart.fill" : "heart")
                    .symbolRenderingMode(.hierarchical)
                    .imageScale(.large)
                    .foregroundStyle(.red)
                Text(model.title)
                    .font(.headline)
                    .fontWeight(.semibold)
                    .lineLimit(1)
                    .truncationMode(.tail)
                Text(verbatim: "@handle").font(.subheadline).foregroundColor(.secondary)
                Spacer(minLength: 4)
                Text(LabClock.now, style: .relative).font(.caption).monospacedDigit()
            }
            Text("Posted \(3) hours ago by \("someone")")
                .font(.system(.body, design: .rounded))
                .multilineTextAlignment(.leading)
                .lineLimit(3, reservesSpace: false)
                .fixedSize(horizontal: false, vertical: true)
                .italic()
            Text(verbatim: "A") + Text(verbatim: "B").bold()
            Image("avatar")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 40, height: 40)
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.white, lineWidth: 2))
            AsyncImage(url: URL(string: "https://example.com/a.jpg")) { phase in
                if let image = phase.image {
                    image.resizable().scaledToFit()
                } else if phase.error != nil {
                    Color.red.opacity(0.2)
                } else {
                    ProgressView()
                }
            }
            .frame(maxWidth: .infinity, minHeight: 80)
            HStack {
                Button(action: { isExpanded.toggle() }) {
                    Label("Like", systemImage: "hand.thumbsup")
                }
                .buttonStyle(.borderless)
                Button("Share") {}.buttonStyle(.bordered).controlSize(.small)
                Button(role: .destructive) {} label: { Image(systemName: "trash") }
                Link("Site", destination: URL(string: "https://example.com")!)
                Toggle("On", isOn: $isExpanded).labelStyle(.iconOnly)
            }
            .tint(.accentColor)
            .disabled(!isEnabled)
            Divider()
            Group {
                Rectangle().fill(Color(red: 0.1, green: 0.2, blue: 0.3))
                RoundedRectangle(cornerRadius: 4).strokeBorder(Color.gray, lineWidth: 1)
                Capsule().fill(LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                Ellipse().stroke(Color("Brand"), style: StrokeStyle(lineWidth: 2))
                Color(white: 0.5).frame(height: 1)
                Color(hue: 0.5, saturation: 0.5, brightness: 0.5)
            }
            .frame(height: 10)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack {
                    ForEach(tags) { tag in Text(tag.name).padding(.horizontal, 8).background(Capsule().fill(.tertiary)) }
                    ForEach(0..<2) { index in Text("\(index)") }
                    ForEach(tags, id: \.name) { tag in Text(tag.name).textCase(.uppercase) }
                }
            }
            if isExpanded {
                Text("\(store.unread) unread, \(owned.unread) owned, \(shared.unread) shared")
            }
            ZStack(alignment: .topTrailing) {
                Color.clear
                Text("\(locale.identifier) \(String(describing: colorScheme)) \(typeSize.isAccessibilitySize ? 1 : 0) \(scale)")
            }
            .frame(height: 20)
            EquatableView(content: Text("fixed"))
            AnyView(EmptyView())
        }
        .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        .padding(.horizontal)
        .padding(4)
        .background(Color.white)
        .overlay(alignment: .topLeading) { Circle().frame(width: 8, height: 8) }
        .modifier(CardStyle())
        .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
        .cornerRadius(8)
        .opacity(0.99)
        .blur(radius: 0)
        .contentShape(Rectangle())
        .onTapGesture { isExpanded.toggle() }
        .contextMenu { Button("Copy") {} }
        .swipeActions(edge: .trailing) { Button("Delete", role: .destructive) {} }
        .accessibilityElement(children: .combine)
        .accessibilityLabel("A post")
        .accessibilityHint(Text("Opens it"))
        .accessibilityAddTraits(.isButton)
        .animation(.easeInOut(duration: 0.2), value: isExpanded)
        .transition(.opacity)
        .contentTransition(.numericText())
        .listRowInsets(EdgeInsets())
        .listRowSeparator(.hidden)
        .listRowBackground(Color.clear)
        .onAppear {}
        .onDisappear {}
        .task {}
        .onChange(of: isExpanded) { _, _ in }
        .id(model.title)
        .layoutPriority(1)
    }
}

/// A cell using every declaration of the lab's SwiftUI surface builds, lays out and records its own types.
@Suite struct ViewTests {
    @Test func aCellUsingEveryDeclarationBuildsLaysOutAndRecordsItsOwnTypes() {
        RecordingContext().runLab {
            LabAssets.register("avatar", size: CGSize(width: 80, height: 80))
            let model = SurfaceModel()
            let store = SurfaceStore()
            let tags = [Tag(id: 1, name: "swift"), Tag(id: 2, name: "ui")]
            let graph = ViewGraph(screen: Size(width: 402, height: 800)) {
                SurfaceCell(model: model, tags: tags, store: store)
                    .equatable()
                    .environmentObject(store)
                    .environment(model)
                    .environment(\.surfaceSpacing, 6)
            }
            graph.profile = DeviceProfile.builtIn(named: "iphone-12")
            let runner = TransactionRunner(graph: graph, rate: .hz60, time: .virtual)
            VirtualClock.set(1_000_000_000)
            runner.runTransaction()
            #expect(graph.root.frame.height > 150 && graph.root.frame.width <= 402)
            #expect(graph.stats.bodies(of: "SurfaceCell") == 1 && graph.stats.bodies(of: "CardStyle") == 1)
            // Tapping expands: the state change runs the cell again and shows the counts.
            model.isLiked = true
            runner.runTransaction()
            #expect(graph.stats.bodies(of: "SurfaceCell") == 2)
            #expect(graph.causes.namedSoFar.contains("observable SurfaceModel.isLiked"))
        }
    }
}
