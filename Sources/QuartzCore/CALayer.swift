internal import HeadlessGeometry
package import HeadlessLayers
package import HeadlessRaster

/// Core Animation's `CALayer`: a rectangle that draws a background, border,
/// corner radius, shadow and contents, and holds sublayers; a face on this
/// package's layer, which renders it.
///
/// As on iOS, a view's layer is the view's (`UIView.layer`), and geometry set
/// on either is seen by both. Layers are used on the main actor here, as a
/// view's always are.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer)
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// The engine layer this face shows.
    package let backing: Layer

    /// The delegate set, held weakly (see ``delegate``).
    weak var storedDelegate: (any CALayerDelegate)?

    /// Whether ``display()`` runs before the layer is next drawn.
    var needsContentDisplay = false

    /// The animations added, with their keys, in order (see ``add(_:forKey:)``).
    var animationEntries: [AnimationEntry] {
        get { animationState.entries }
        set { animationState.entries = newValue }
    }

    /// Values set for keys that name no property (see ``setValue(_:forKey:)``).
    var customValues: [String: Any] {
        get { animationState.customValues }
        set { animationState.customValues = newValue }
    }

    // MARK: Timing

    /// When the layer's time starts, in its superlayer's time; 0 by default.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/camediatiming/begintime)
    public var beginTime: CFTimeInterval {
        get { animationState.beginTime }
        set { animationState.beginTime = newValue }
    }
    /// How fast the layer's time runs against its superlayer's: 0 pauses its
    /// animations (with ``timeOffset`` holding the moment shown); 1 by default.
    public var speed: Float {
        get { animationState.speed }
        set { animationState.speed = newValue }
    }
    /// Added to the layer's time; the moment a paused layer shows.
    public var timeOffset: CFTimeInterval {
        get { animationState.timeOffset }
        set { animationState.timeOffset = newValue }
    }
    /// Kept for code that sets it; a layer's own time does not end.
    public var duration: CFTimeInterval = 0
    /// Kept for code that sets it; a layer's own time does not repeat.
    public var repeatCount: Float = 0
    /// Kept for code that sets it.
    public var repeatDuration: CFTimeInterval = 0
    /// Kept for code that sets it.
    public var autoreverses = false
    /// Kept for code that sets it.
    public var fillMode = CAMediaTimingFillMode.removed

    /// An engine layer the next initialiser adopts instead of making one (see ``face(of:)``).
    private static var adoptedBacking: Layer?

    /// The engine layer for a new instance: the adopted one, or a new one of the class's.
    private static func backingForNewInstance() -> Layer {
        defer { adoptedBacking = nil }
        return adoptedBacking ?? makeBacking()
    }

    /// Creates a layer with an empty frame and no content.
    public override init() {
        backing = Self.backingForNewInstance()
        super.init()
        backing.face = self
    }

    /// Creates a layer that copies `layer`'s drawing properties, as Core
    /// Animation does for a presentation layer; subclasses override it to copy theirs.
    public init(layer: Any) {
        backing = Self.backingForNewInstance()
        super.init()
        backing.face = self
        if let other = layer as? CALayer { backing.copyAppearance(of: other.backing) }
    }

    /// There are no archives to decode layers from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The value of a key nothing has been set for: nil, as for Core
    /// Animation's keys of its own; subclasses override it for theirs.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/defaultvalue(forkey:))
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether a change of `key` means the layer must display again; false
    /// for Core Animation's keys, which are drawn from their values.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The engine layer a new instance of this class is backed by.
    class func makeBacking() -> Layer { Layer() }

    /// The face on `layer`: the one it has, or a new one of the Core
    /// Animation class for the engine class, for a layer the engine made.
    package static func face(of layer: Layer) -> CALayer {
        if let face = layer.face as? CALayer { return face }
        adoptedBacking = layer
        switch layer {
        case is ShapeLayer: return CAShapeLayer()
        case is GradientLayer: return CAGradientLayer()
        case is TextLayer: return CATextLayer()
        case is ReplicatorLayer: return CAReplicatorLayer()
        default: return CALayer()
        }
    }

    /// The engine layer class a view whose `layerClass` is this class is backed by.
    package class var backingClass: Layer.Type { Layer.self }

    // MARK: Geometry

    /// The layer's rectangle in its superlayer's coordinates.
    public var frame: CGRect {
        get { CGRect(backing.frame) }
        set { backing.frame = Rect(newValue) }
    }

    /// The layer's own coordinate space: its origin and size.
    public var bounds: CGRect {
        get { CGRect(backing.bounds) }
        set { backing.bounds = Rect(newValue) }
    }

    /// Where the anchor point lies in the superlayer's coordinates.
    public var position: CGPoint {
        get { CGPoint(backing.position) }
        set { backing.position = Point(newValue) }
    }

    /// The point of the bounds, in unit coordinates, that ``position`` names
    /// and transforms turn about; the centre (0.5, 0.5) by default.
    public var anchorPoint: CGPoint {
        get { CGPoint(backing.anchorPoint) }
        set { backing.anchorPoint = Point(newValue) }
    }

    /// The affine part of the layer's transform, about the anchor point.
    public func affineTransform() -> CGAffineTransform { CGAffineTransform(backing.transform) }

    /// Sets the layer's transform to an affine one, about the anchor point.
    public func setAffineTransform(_ transform: CGAffineTransform) { backing.transform = transform.geometry }

    /// The layer's transform about its anchor point, in three dimensions.
    /// The affine part is drawn exactly; with depth and perspective (a
    /// rotation about x or y, `m34`) the layer is drawn as its plane is seen,
    /// the projected quad of the layer and its sublayers flattened into it,
    /// as Core Animation flattens every layer that is not a transform layer.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/transform)
    public var transform: CATransform3D {
        get { CATransform3D(backing.transform3D) }
        set { backing.transform3D = newValue.geometry }
    }

    /// The transform applied to every sublayer, about the layer's anchor
    /// point: a perspective here (`m34 = -1 / eyeDistance`) is what sublayers
    /// turned about x or y are seen through.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/sublayertransform)
    public var sublayerTransform: CATransform3D {
        get { CATransform3D(backing.sublayerTransform3D) }
        set { backing.sublayerTransform3D = newValue.geometry }
    }

    /// The image drawn over the background, placed by ``contentsGravity``: a `CGImage`; other values draw nothing.
    public var contents: Any? {
        get { backing.contents.map(CGImage.init(bitmap:)) }
        set { backing.contents = (newValue as? CGImage)?.bitmap }
    }

    /// Where ``contents`` goes in the bounds: stretched to fill (`.resize`)
    /// by default. The vertical names follow Core Animation's upward y axis,
    /// so on a UIKit screen `.top` aligns the contents to the bottom and
    /// `.bottom` to the top, as on iOS (see Apple's note on `contentsAreFlipped()`).
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/contentsgravity)
    public var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(backing.contentsGravity) }
        set { backing.contentsGravity = newValue.gravity }
    }

    /// The part of ``contents`` shown, in unit coordinates of the image (cut
    /// to whole pixels, within the image); the whole image by default, as a
    /// sprite sheet's frame picks one part.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/contentsrect)
    public var contentsRect: CGRect {
        get { CGRect(backing.contentsRect) }
        set { backing.contentsRect = Rect(newValue) }
    }

    /// The part of the shown contents that stretches, in its unit
    /// coordinates; outside it, edges stretch only along their length and
    /// corners not at all. The whole (everything stretches) by default.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/contentscenter)
    public var contentsCenter: CGRect {
        get { CGRect(backing.contentsCenter) }
        set { backing.contentsCenter = Rect(newValue) }
    }

    /// Pixels per point of ``contents``.
    public var contentsScale: CGFloat {
        get { CGFloat(backing.contentsScale) }
        set { backing.contentsScale = Double(newValue) }
    }

    /// A layer whose alpha masks this one.
    public var mask: CALayer? {
        get { backing.mask.map(Self.face(of:)) }
        set { backing.mask = newValue?.backing }
    }

    /// The layer's order among its siblings when drawn: higher on top.
    public var zPosition: CGFloat {
        get { CGFloat(backing.zPosition) }
        set { backing.zPosition = Double(newValue) }
    }

    // MARK: Appearance

    /// The fill behind the content; none by default.
    public var backgroundColor: CGColor? {
        get { backing.backgroundColor.map(CGColor.init) }
        set { backing.backgroundColor = newValue?.sRGB }
    }

    /// The radius of the rounded corners of the background and border.
    public var cornerRadius: CGFloat {
        get { CGFloat(backing.cornerRadius) }
        set { backing.cornerRadius = Double(newValue) }
    }

    /// Which corners ``cornerRadius`` rounds; all four by default.
    public var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt(backing.maskedCorners.rawValue)) }
        set { backing.maskedCorners = CornerMask(rawValue: Int(newValue.rawValue)) }
    }

    /// How the rounded corners curve: `.circular` (the default) or Apple's
    /// `.continuous` curve, which eases from each edge into the corner.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/cornercurve)
    public var cornerCurve: CALayerCornerCurve {
        get { backing.cornerCurve == .continuous ? .continuous : .circular }
        set { backing.cornerCurve = newValue == .continuous ? .continuous : .circular }
    }

    /// How far along each edge a corner of `curve` reaches, in corner radii:
    /// 1 for circular corners, about 1.53 for continuous ones.
    nonisolated public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }

    /// The width of the border, drawn inside the bounds.
    public var borderWidth: CGFloat {
        get { CGFloat(backing.borderWidth) }
        set { backing.borderWidth = Double(newValue) }
    }

    /// The colour of the border; opaque black by default.
    public var borderColor: CGColor? {
        get { CGColor(backing.borderColor) }
        set { backing.borderColor = newValue?.sRGB ?? .clear }
    }

    /// Whether sublayers and contents are clipped to the (rounded) bounds.
    public var masksToBounds: Bool {
        get { backing.masksToBounds }
        set { backing.masksToBounds = newValue }
    }

    /// The layer's opacity, 0 (invisible) to 1.
    public var opacity: Float {
        get { Float(backing.opacity) }
        set { backing.opacity = Double(newValue) }
    }

    /// Whether the layer and its sublayers are left out of drawing.
    public var isHidden: Bool {
        get { backing.isHidden }
        set { backing.isHidden = newValue }
    }

    /// A name, for finding the layer and in descriptions.
    public var name: String? {
        get { backing.name }
        set { backing.name = newValue }
    }

    // MARK: Shadow

    /// The colour of the shadow; opaque black by default.
    public var shadowColor: CGColor? {
        get { CGColor(backing.shadowColor) }
        set { backing.shadowColor = newValue?.sRGB ?? .clear }
    }

    /// The opacity of the shadow, 0 (none, the default) to 1.
    public var shadowOpacity: Float {
        get { Float(backing.shadowOpacity) }
        set { backing.shadowOpacity = Double(newValue) }
    }

    /// How far the shadow is moved; (0, −3) by default, as Core Animation's.
    public var shadowOffset: CGSize {
        get { CGSize(backing.shadowOffset) }
        set { backing.shadowOffset = Size(newValue) }
    }

    /// The blur radius of the shadow; 3 by default.
    public var shadowRadius: CGFloat {
        get { CGFloat(backing.shadowRadius) }
        set { backing.shadowRadius = Double(newValue) }
    }

    /// The shape that casts the shadow; when nil, the layer's own shape does.
    public var shadowPath: CGPath? {
        get { backing.shadowPath.map(CGPath.init) }
        set { backing.shadowPath = newValue?.path }
    }

    // MARK: Rendering hints

    /// Whether Core Animation caches the layer as a bitmap. Kept for code
    /// that sets it; here the layer is drawn at the device scale either way,
    /// so a ``rasterizationScale`` below the screen's does not blur it as on iOS.
    public var shouldRasterize = false
    /// The scale a rasterized layer is cached at; 1 by default. Kept, not drawn (see ``shouldRasterize``).
    public var rasterizationScale: CGFloat = 1
    /// Whether the layer promises to be opaque; a hint, not drawn.
    public var isOpaque = false
    /// Whether edges of a transformed layer are antialiased; they always are here.
    public var allowsEdgeAntialiasing = false
    /// Whether sublayers are faded together by ``opacity``; they always are here, as by default on iOS.
    public var allowsGroupOpacity = true
    /// The filter used to composite the layer and its sublayers with the
    /// content behind it: Core Image's blend mode names are drawn
    /// (`"multiplyBlendMode"`, `"screenBlendMode"`, `"overlayBlendMode"`,
    /// … `"luminosityBlendMode"`, and `"plusD"` and `"plusL"` for plus
    /// darker and lighter); any other value composites normally.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/compositingfilter)
    public var compositingFilter: Any? {
        didSet { backing.compositingBlendMode = (compositingFilter as? String).flatMap(BlendMode.init(filterName:)) ?? .sourceOver }
    }
    /// Whether the layer is drawn when its back faces the viewer (turned over
    /// by its transform, such as half a turn about y); true by default.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/isdoublesided)
    public var isDoubleSided: Bool {
        get { backing.isDoubleSided }
        set { backing.isDoubleSided = newValue }
    }
    /// Whether drawing commands are queued to another thread; a hint.
    public var drawsAsynchronously = false
    /// Whether a change of bounds marks the layer as needing ``display()``; content is drawn fresh here anyway.
    public var needsDisplayOnBoundsChange = false
    /// Whether the layer's geometry is flipped vertically. Kept; sublayers are
    /// not drawn flipped here, and setting it says so on standard error.
    public var isGeometryFlipped = false {
        didSet {
            if isGeometryFlipped {
                FileHandle.standardError.write(Data("[HeadlessSnapshot] CALayer.isGeometryFlipped: sublayers are not drawn flipped\n".utf8))
            }
        }
    }

    /// Whether the content is drawn flipped: never here, as `draw(in:)` gets UIKit's y-down space.
    public func contentsAreFlipped() -> Bool { false }

    /// Converts `p` from this layer's coordinates to `layer`'s (the root's when nil).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint { CGPoint(backing.convert(Point(p), to: layer?.backing)) }

    /// Converts `p` from `layer`'s coordinates (the root's when nil) to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint { CGPoint(backing.convert(Point(p), from: layer?.backing)) }

    /// Converts `r` to `layer`'s coordinates: the bounding box of its corners.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect { Self.boundingBox(of: r) { convert($0, to: layer) } }

    /// Converts `r` from `layer`'s coordinates: the bounding box of its corners.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect { Self.boundingBox(of: r) { convert($0, from: layer) } }

    /// The bounding box of `r`'s four corners, each moved by `move`.
    private static func boundingBox(of r: CGRect, _ move: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
        return Rect.bounding(corners.map { Point(move($0)) }).map(CGRect.init) ?? .null
    }

    /// Whether `p`, in the layer's coordinates, lies inside its bounds.
    public func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    // MARK: Sublayers

    /// The layer this one is a sublayer of.
    public var superlayer: CALayer? { backing.superlayer.map(Self.face(of:)) }

    /// The sublayers, back to front; nil when there are none, as Core Animation's.
    public var sublayers: [CALayer]? {
        let layers = backing.sublayers
        return layers.isEmpty ? nil : layers.map(Self.face(of:))
    }

    /// Adds `layer` on top of the sublayers. Adding a layer to itself or to a
    /// layer below it is refused and reported, instead of making a cycle.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(backing.sublayers.count))
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to the valid range).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        report { () throws(HierarchyError) in try backing.insertSublayer(layer.backing, at: Int(index)) }
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling else { return insertSublayer(layer, at: 0) }
        report { () throws(HierarchyError) in try backing.insertSublayer(layer.backing, below: sibling.backing) }
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling else { return addSublayer(layer) }
        report { () throws(HierarchyError) in try backing.insertSublayer(layer.backing, above: sibling.backing) }
    }

    /// Takes the layer out of its superlayer.
    public func removeFromSuperlayer() { backing.removeFromSuperlayer() }

    // MARK: Layout and display

    /// Marks the layer as needing layout before it is next drawn.
    public func setNeedsLayout() { backing.setNeedsLayout() }

    /// Lays out the layer now if it needs it.
    public func layoutIfNeeded() { backing.layoutIfNeeded() }

    /// Updates the content: the delegate's `display(_:)` when there is a
    /// delegate (which sets `contents`); subclasses override it to set
    /// `contents` themselves. Runs before a picture is taken of a layer marked
    /// with ``setNeedsDisplay()``.
    open func display() {
        storedDelegate?.layerWillDraw(self)
        storedDelegate?.display(self)
    }

    /// Draws the layer's own content into `ctx`, over the background and
    /// contents and under the sublayers; subclasses override it. The
    /// default draws what the engine layer draws (a view's content for a view's layer).
    open func draw(in ctx: CGContext) {
        backing.draw(in: ctx.canvas)
        if let delegate = storedDelegate { delegate.draw(self, in: ctx) }
    }

    /// Positions the sublayers; subclasses override it. The default lays out
    /// as the engine layer does (a view's layer asks its view).
    open func layoutSublayers() {
        backing.layoutSublayers()
        storedDelegate?.layoutSublayers(of: self)
    }

    /// Refused hierarchy changes are reported as UIKit reports them (on the
    /// console, the change not made) instead of trapping.
    private func report(_ change: () throws(HierarchyError) -> Void) {
        do { try change() } catch { error.report() }
    }
}

/// The engine asks the face for each overridable member.
extension CALayer: LayerFace {
    package func faceDraw(in canvas: Canvas) {
        let context = CGContext(canvas: canvas)
        context.saveGState()
        draw(in: context)
        context.restoreGState()
    }

    package func faceLayoutSublayers() { layoutSublayers() }

    package func faceDisplay() { displayIfNeeded() }
}

/// The curve of a layer's rounded corners, `CALayer.cornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the curve.
    public let rawValue: String
    /// A curve from its name; names other than the two below draw circular corners.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle of the corner radius.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous curve, as app icons have.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// The corners `CALayer.maskedCorners` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: UInt
    /// Creates a set of corners from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The corner at the minimum x and minimum y: top left in UIKit.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The corner at the maximum x and minimum y: top right in UIKit.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The corner at the minimum x and maximum y: bottom left in UIKit.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The corner at the maximum x and maximum y: bottom right in UIKit.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
