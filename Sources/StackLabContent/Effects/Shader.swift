import Foundation
@_spi(Nodes) import StackLabCore

/// A Metal shader function with its arguments, as SwiftUI spells it (iOS 17): what `colorEffect`,
/// `distortionEffect` and `layerEffect` run, and a fill style of its own. The lab runs no shader; a view
/// with an enabled shader effect is rendered into a filtered layer first, an offscreen pass.
public struct Shader: Equatable, Sendable {
    /// A value passed to a shader function.
    public struct Argument: Equatable, Sendable {
        let value: String

        /// A number.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: "\(Double(x))") }
        /// Two numbers.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: "\(Double(x)),\(Double(y))") }
        /// Three numbers.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(value: "\(Double(x)),\(Double(y)),\(Double(z))") }
        /// Four numbers.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: "\(Double(x)),\(Double(y)),\(Double(z)),\(Double(w))")
        }
        /// A point.
        public static func float2(_ point: CGPoint) -> Argument { Argument(value: "\(point)") }
        /// A size.
        public static func float2(_ size: CGSize) -> Argument { Argument(value: "\(size)") }
        /// A vector.
        public static func float2(_ vector: CGVector) -> Argument { Argument(value: "\(vector.dx),\(vector.dy)") }
        /// An array of numbers.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: "\(array)") }
        /// The bounds of the view the shader runs on.
        public static var boundingRect: Argument { Argument(value: "boundingRect") }
        /// A colour.
        public static func color(_ color: Color) -> Argument { Argument(value: color.description) }
        /// An array of colours.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: array.map(\.description).joined(separator: ",")) }
        /// An image.
        public static func image(_ image: Image) -> Argument { Argument(value: "image") }
        /// Raw data.
        public static func data(_ data: Data) -> Argument { Argument(value: "data \(data.count)") }
    }

    /// The function.
    public var function: ShaderFunction
    /// Its arguments.
    public var arguments: [Argument]
    /// Whether the shader's output is dithered.
    public var dithersColor: Bool = false

    /// A shader of `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// How a shader is used.
    public struct UsageType: Hashable, Sendable {
        let kind: Int

        /// As a fill style.
        public static let shapeStyle = UsageType(kind: 0)
        /// As a colour effect.
        public static let colorEffect = UsageType(kind: 1)
        /// As a distortion effect.
        public static let distortionEffect = UsageType(kind: 2)
        /// As a layer effect.
        public static let layerEffect = UsageType(kind: 3)
    }

    /// Compiles the shader ahead of its first use (nothing to compile in the lab).
    public func compile(as type: UsageType) async throws {}
}

extension Shader: ShapeStyle {
    /// Compared by its function and arguments.
    public var _erased: AnyShapeStyle { AnyShapeStyle(identity: "\(function.name)\(arguments.map(\.value))", offscreen: false) }
}

/// A function of a shader library, as SwiftUI spells it: calling it with arguments makes a `Shader`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// The library it is in.
    public var library: ShaderLibrary
    /// Its name.
    public var name: String

    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader of this function with `args`.
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}

/// A library of Metal shader functions, as SwiftUI spells it (`ShaderLibrary.default.ripple(…)`).
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
    let source: String

    /// The app's default library.
    public static let `default` = ShaderLibrary(source: "default")

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }

    /// A library from compiled Metal data.
    public init(data: Data) { source = "data \(data.count)" }

    /// A library from a compiled Metal file.
    public init(url: URL) { source = url.absoluteString }

    init(source: String) { self.source = source }

    /// The default library's function `name`.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    /// This library's function `name`.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }
}

extension View {
    /// Runs `shader` on each pixel's colour: SwiftUI renders the view into a filtered layer first
    /// (its documentation), an offscreen pass while enabled.
    nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        renderEffect(offscreen: isEnabled)
    }

    /// Runs `shader` on each pixel's position: rendered into a filtered layer first, an offscreen pass
    /// while enabled (layout is unchanged).
    nonisolated public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        renderEffect(offscreen: isEnabled)
    }

    /// Runs `shader` over the view's rasterized layer: an offscreen pass while enabled.
    nonisolated public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        renderEffect(offscreen: isEnabled)
    }
}
