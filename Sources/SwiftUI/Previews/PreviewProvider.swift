/// A type that produces view previews: on Linux there is no canvas, so
/// previews are snapshots (`assertPreviewSnapshots()` in `SnapshotTesting`
/// finds every provider in the test process and snapshots each preview).
/// See [PreviewProvider](https://developer.apple.com/documentation/swiftui/previewprovider).
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview: each view of a group (or of the
    /// builder block) is a preview of its own.
    @ViewBuilder static var previews: Self.Previews { get }
    /// The platform on which to run the provider (kept for source compatibility).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform is named by default.
    public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run the preview.
/// See [PreviewPlatform](https://developer.apple.com/documentation/swiftui/previewplatform).
public enum PreviewPlatform: Sendable { case iOS, macOS, tvOS, watchOS, visionOS }

/// A size constraint for a preview.
/// See [PreviewLayout](https://developer.apple.com/documentation/swiftui/previewlayout).
public enum PreviewLayout: Sendable, Equatable {
    /// Center the preview in a container the size of the device that the preview is running on.
    case device
    /// Fit the container to the size of the preview when offered the size of the device.
    case sizeThatFits
    /// Center the preview in a fixed size container with the given dimensions.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device that a preview runs on, by name (`"iPhone 15 Pro"`).
/// See [PreviewDevice](https://developer.apple.com/documentation/swiftui/previewdevice).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Equatable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// An orientation for a preview.
/// See [InterfaceOrientation](https://developer.apple.com/documentation/swiftui/interfaceorientation).
public struct InterfaceOrientation: Sendable, Equatable {
    let isLandscape: Bool
    public static let portrait = InterfaceOrientation(isLandscape: false)
    public static let portraitUpsideDown = InterfaceOrientation(isLandscape: false)
    public static let landscapeLeft = InterfaceOrientation(isLandscape: true)
    public static let landscapeRight = InterfaceOrientation(isLandscape: true)
}

/// What a preview's modifiers ask of it.
public struct PreviewTraits: Sendable, Equatable {
    /// The name `previewDisplayName(_:)` gave, if any.
    public var displayName: String?
    /// The layout `previewLayout(_:)` gave, if any.
    public var layout: PreviewLayout?
    /// The device `previewDevice(_:)` named, if any.
    public var device: PreviewDevice?
    /// The orientation `previewInterfaceOrientation(_:)` gave, if any.
    public var orientation: InterfaceOrientation?
    /// Where a `#Preview` was written (`File-line-12`), if it was.
    public var sourceName: String?
}

/// Collects the preview traits a preview's modifiers set while it resolves.
@MainActor
final class PreviewTraitCollector {
    var traits = PreviewTraits()
}

extension EnvironmentValues {
    var previewTraits: PreviewTraitCollector? {
        get { self[PreviewTraitsKey.self] }
        set { self[PreviewTraitsKey.self] = newValue }
    }
}

private enum PreviewTraitsKey: EnvironmentKey { static var defaultValue: PreviewTraitCollector? { nil } }

/// Sets a preview trait (the outermost wins) and passes the content through.
struct PreviewTraitModifier: ViewModifier, PrimitiveModifier {
    let change: @MainActor (inout PreviewTraits) -> Void
    func body(content: Content) -> Never { fatalError("primitive") }
    func nodes(of content: any View, in context: ResolveContext) -> [Node] {
        if let collector = context.environment.previewTraits { change(&collector.traits) }
        return context.resolve(content)
    }
}

extension View {
    /// Overrides the size of the container for the preview.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewTraitModifier { $0.layout = $0.layout ?? value })
    }

    /// Sets a user visible name to show in the canvas for a preview: here, the snapshot's name.
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewTraitModifier { $0.displayName = $0.displayName ?? value })
    }

    /// Overrides the device for a preview.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(PreviewTraitModifier { $0.device = $0.device ?? value })
    }

    /// Overrides the orientation of the preview.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(PreviewTraitModifier { $0.orientation = $0.orientation ?? value })
    }

    /// Declares a context for the preview (kept for source compatibility).
    public func previewContext<C>(_ value: C) -> some View { modifier(EmptyModifier()) }
}
