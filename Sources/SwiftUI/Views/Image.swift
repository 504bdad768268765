/// A view that displays an image: from an asset catalog, an SF Symbol (the
/// UIKit face's stand-in, since the symbols are Apple's artwork), or a
/// `UIImage`. An image is its own size unless it is ``resizable(capInsets:resizingMode:)``.
/// See [Image](https://developer.apple.com/documentation/swiftui/image).
public struct Image: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case named(String, Bundle?, isDecorative: Bool)
        case system(String)
        case uiImage(UIImage)
    }
    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var scale: Scale = .medium

    /// Creates a labeled image from an asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, bundle, isDecorative: false) }

    /// Creates an unlabeled, decorative image from an asset catalog: assistive technologies skip it.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name, bundle, isDecorative: true) }

    /// Creates a system symbol image.
    public init(systemName: String) { source = .system(systemName) }

    /// Creates a SwiftUI image from a UIKit image instance.
    public init(uiImage: UIImage) { source = .uiImage(uiImage) }

    /// Creates a labeled image based on a Core Graphics image instance.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        source = .uiImage(UIImage(cgImage: cgImage, scale: scale, orientation: .up))
    }

    /// Sets the mode by which SwiftUI resizes an image to fit its space.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// Indicates whether SwiftUI renders an image as-is, or by using a different mode.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// Specifies the current level of quality for rendering an image that requires interpolation; drawing is the same here.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Specifies whether SwiftUI applies antialiasing when rendering the image; drawing is the same here.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// Sets the rendering mode for symbol images within this view; the stand-in is drawn in one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    /// The modes that SwiftUI uses to resize an image to fit within its containing view.
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    /// A type that indicates how SwiftUI renders images.
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    /// The orientation of an image.
    public enum Orientation: UInt8, Hashable, Sendable { case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored }
    /// The level of quality for rendering an image that requires interpolation.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// A scale to apply to vector images relative to text.
    public enum Scale: Hashable, Sendable { case small, medium, large }
}

/// A symbol rendering mode.
/// See [SymbolRenderingMode](https://developer.apple.com/documentation/swiftui/symbolrenderingmode).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image: View, PrimitiveView {
    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let environment = context.environment
        guard let uiImage = uiImage(in: environment) else { return [ImageNode(image: nil, isResizable: isResizable, tint: nil)] }
        let isTemplate = renderingMode == .template || (renderingMode == nil && uiImage.renderingMode == .alwaysTemplate)
        let tint = isTemplate ? ForegroundStyle().paint(in: environment).color : nil
        return [ImageNode(image: uiImage, isResizable: isResizable, tint: tint, accessibilityLabel: accessibilityLabel)]
    }

    /// What assistive technologies read: an asset's name, a symbol's name in
    /// words (`square.and.arrow.up`: "square and arrow up"); nil for a
    /// decorative or UIKit image.
    var accessibilityLabel: String? {
        switch source {
        case .named(let name, _, let isDecorative): isDecorative ? nil : name
        case .system(let name): name.replacingOccurrences(of: ".", with: " ")
        case .uiImage: nil
        }
    }

    /// The UIKit image shown in `environment`: a symbol sized by the environment's font and image scale.
    @MainActor func uiImage(in environment: EnvironmentValues) -> UIImage? {
        switch source {
        case .named(let name, let bundle, _):
            return UIImage(named: name, in: bundle, compatibleWith: nil)
        case .uiImage(let image):
            return image
        case .system(let name):
            let font = (environment.font ?? .body).uiFont(dynamicTypeSize: environment.dynamicTypeSize)
            let factor: CGFloat = [Scale.small: 0.8, .medium: 1, .large: 1.3][environment.imageScale] ?? 1
            return UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: font.pointSize * factor))
        }
    }
}

/// An image resolved: a `UIImageView`, its image's size unless resizable; an empty frame for a missing image.
@MainActor
final class ImageNode: Node {
    let image: UIImage?
    let isResizable: Bool
    let tint: UIColor?
    let accessibilityLabel: String?

    init(image: UIImage?, isResizable: Bool, tint: UIColor?, accessibilityLabel: String? = nil) {
        self.image = image
        self.isResizable = isResizable
        self.tint = tint
        self.accessibilityLabel = accessibilityLabel
    }

    /// An image's own size, or what it is offered when resizable; nothing for an image that could not be found, resizable or not.
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard let image else { return .zero }
        return isResizable ? proposal.replacingUnspecifiedDimensions(by: image.size) : image.size
    }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let view = UIImageView(image: image)
        view.frame = CGRect(origin: .zero, size: size)
        view.contentMode = isResizable ? .scaleToFill : .center
        if let tint { view.tintColor = tint }
        if let accessibilityLabel {
            view.isAccessibilityElement = true
            view.accessibilityLabel = accessibilityLabel
            view.accessibilityTraits = .image
        }
        return view
    }

    /// The image's width over its height, for `aspectRatio` with no ratio given.
    var naturalAspectRatio: CGFloat? {
        guard let size = image?.size, size.height > 0 else { return nil }
        return size.width / size.height
    }
}

extension EnvironmentValues {
    /// The image scale for this environment.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

private enum ImageScaleKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }

extension View {
    /// Scales images within the view according to one of the relative sizes available.
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
