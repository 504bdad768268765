import HeadlessGeometry
import HeadlessRaster

/// A rectangle of content in a tree, with Core Animation's `CALayer` semantics:
/// geometry (bounds, position, anchor point, transforms), appearance
/// (background, rounded corners, border, shadow, opacity, contents image,
/// mask) and sublayers drawn in order of ``zPosition``.
///
/// Layers are `@MainActor`, like `CALayer` in practice: a layer tree belongs to
/// the view tree that owns it, and both are built, laid out and rendered on
/// the main actor. Rendering and tear-down are iterative, so trees thousands of
/// levels deep neither overflow the stack when drawn nor when released.
@MainActor
open class Layer {
    // MARK: Geometry

    /// The layer's own coordinate space: its origin is the point drawn at the
    /// top-left corner, its size the layer's size in points.
    public var bounds: Rect = .zero {
        willSet { Layer.willChange?(self, "bounds") }
        didSet { if bounds.size != oldValue.size { setNeedsLayout() } }
    }
    /// Where the ``anchorPoint`` sits in the superlayer's coordinate space.
    public var position: Point = .zero {
        willSet { Layer.willChange?(self, "position") }
    }
    /// The point of the bounds, in unit coordinates, that ``position`` places
    /// and ``transform`` turns around; (0.5, 0.5), the centre, by default.
    public var anchorPoint = Point(x: 0.5, y: 0.5) {
        willSet { Layer.willChange?(self, "anchorPoint") }
    }
    /// The transform applied about the anchor point, in the superlayer's
    /// space, in three dimensions: with depth and perspective (rotations about
    /// x and y, `m34`) the layer is drawn as its plane is seen, a projected
    /// quad (see ``projectionToSuperlayer``).
    public var transform3D: Transform3D = .identity {
        willSet { Layer.willChange?(self, "transform") }
    }
    /// The transform applied to every sublayer, about this layer's anchor
    /// point, in three dimensions: a perspective here (`m34`) is what sublayers
    /// turned about x or y are seen through.
    public var sublayerTransform3D: Transform3D = .identity {
        willSet { Layer.willChange?(self, "sublayerTransform") }
    }
    /// The affine part of ``transform3D``; setting it sets an affine transform.
    public var transform: AffineTransform {
        get { transform3D.affine }
        set { transform3D = Transform3D(newValue) }
    }
    /// The affine part of ``sublayerTransform3D``; setting it sets an affine transform.
    public var sublayerTransform: AffineTransform {
        get { sublayerTransform3D.affine }
        set { sublayerTransform3D = Transform3D(newValue) }
    }
    /// The drawing order among siblings: higher values draw later (on top);
    /// equal values keep the order of ``sublayers``.
    public var zPosition: Double = 0 {
        willSet { Layer.willChange?(self, "zPosition") }
    }

    // MARK: Appearance

    /// Whether the layer and its sublayers are left out of rendering.
    public var isHidden = false
    /// Whether the layer is drawn when its back faces the viewer (its plane
    /// turned over by its transform); true by default, as in Core Animation.
    public var isDoubleSided = true
    /// The layer's opacity, `0...1`. Below 1 a layer with sublayers is drawn
    /// as a group (flattened, then faded), as UIKit does by default.
    public var opacity: Double = 1 {
        willSet { Layer.willChange?(self, "opacity") }
    }
    /// How the layer and its sublayers, flattened into a group, are composited
    /// onto what is behind them: source-over by default; any other mode draws
    /// the layer as a group (as Core Animation's `compositingFilter` blend modes do).
    public var compositingBlendMode: BlendMode = .sourceOver
    /// Whether the layer and its sublayers are always flattened into one
    /// group before being composited, even opaque and unblended: a blend mode
    /// inside then blends with the group's own content only (SwiftUI's `compositingGroup()`).
    public var isCompositingGroup = false
    /// The matrix the colours of the layer and its sublayers, flattened into
    /// a group, are mapped through before compositing (SwiftUI's colour
    /// filters); none by default.
    public var colorMatrix: ColorMatrix?
    /// The colour filling the (rounded) bounds behind the contents; none by default.
    public var backgroundColor: Color? {
        willSet { Layer.willChange?(self, "backgroundColor") }
    }
    /// The radius of the rounded corners of the background, border, shadow
    /// and ``masksToBounds`` clip; clamped to half the shorter side.
    public var cornerRadius: Double = 0 {
        willSet { Layer.willChange?(self, "cornerRadius") }
    }
    /// Which corners ``cornerRadius`` rounds; all four by default.
    public var maskedCorners: CornerMask = .all
    /// How the rounded corners curve: circular by default, as Core Animation's.
    public var cornerCurve: CornerCurve = .circular
    /// The width of the border, drawn inside the bounds over the content.
    public var borderWidth: Double = 0 {
        willSet { Layer.willChange?(self, "borderWidth") }
    }
    /// The colour of the border; opaque black by default.
    public var borderColor: Color = .black {
        willSet { Layer.willChange?(self, "borderColor") }
    }
    /// Whether sublayers and contents are clipped to the rounded bounds.
    public var masksToBounds = false
    /// A name for the layer, as `CALayer.name`, used in error messages; none by default.
    public var name: String?

    // MARK: Shadow

    /// The shadow's colour; opaque black by default.
    public var shadowColor: Color = .black {
        willSet { Layer.willChange?(self, "shadowColor") }
    }
    /// The shadow's opacity, `0...1`; 0 (no shadow) by default.
    public var shadowOpacity: Double = 0 {
        willSet { Layer.willChange?(self, "shadowOpacity") }
    }
    /// How far the shadow is moved from the layer; (0, -3) by default, as in Core Animation.
    public var shadowOffset = Size(width: 0, height: -3) {
        willSet { Layer.willChange?(self, "shadowOffset") }
    }
    /// The blur radius of the shadow, in points; 3 by default. Blurred as
    /// Core Animation blurs it (`ShadowBlur.coreAnimation(radius:)`): a
    /// Gaussian whose standard deviation is the radius, reaching twice the radius.
    public var shadowRadius: Double = 3 {
        willSet { Layer.willChange?(self, "shadowRadius") }
    }
    /// The shape casting the shadow, in the layer's coordinate space; when
    /// `nil` the layer's rounded background shape casts it (see ``shadowShape``).
    public var shadowPath: Path? {
        willSet { Layer.willChange?(self, "shadowPath") }
    }

    // MARK: Contents

    /// An image drawn inside the bounds, placed by ``contentsGravity``.
    public var contents: Bitmap?
    /// Where ``contents`` goes in the bounds; stretched to fill by default.
    public var contentsGravity: ContentsGravity = .resize
    /// Image pixels per point, for the gravities that do not resize the image.
    public var contentsScale: Double = 1
    /// The part of ``contents`` shown, in unit coordinates of the image (cut
    /// to whole pixels, within the image); the whole image by default.
    public var contentsRect = Layer.unitRect {
        willSet { Layer.willChange?(self, "contentsRect") }
    }
    /// The part of the shown contents that stretches, in its unit
    /// coordinates: the parts left and right of it stretch only vertically,
    /// those above and below only horizontally, and the corners keep their
    /// size, as a resizable image's cap insets; the whole, by default, stretches everything.
    public var contentsCenter = Layer.unitRect {
        willSet { Layer.willChange?(self, "contentsCenter") }
    }
    /// Whether the bands inside ``contentsCenter`` repeat at the contents'
    /// own size instead of stretching, as a `UIImage` resizable with the
    /// `.tile` mode draws (a layer of Core Animation only stretches); false by default.
    public var tilesContentsCenter = false

    /// The unit rectangle: the default ``contentsRect`` and ``contentsCenter``.
    nonisolated public static let unitRect = Rect(x: 0, y: 0, width: 1, height: 1)

    // MARK: Tree

    /// A layer whose alpha masks this layer and its sublayers, positioned in
    /// this layer's coordinate space; it is not a sublayer.
    public var mask: Layer?
    /// The sublayers, back to front (before ``zPosition`` ordering).
    public var sublayers: [Layer] { sublayerList.elements }
    /// Where the sublayers are kept.
    var sublayerList = ChildList<Layer>()
    /// The layer this one is a sublayer of.
    public internal(set) weak var superlayer: Layer? {
        didSet { faceReference.keep(attached: superlayer != nil) }
    }
    /// The face on the layer (Core Animation's `CALayer`), kept while the layer has a superlayer.
    let faceReference = FaceReference<any LayerFace>()
    /// The view this layer backs, if any.
    package internal(set) weak var owningView: View?
    /// Whether ``layoutIfNeeded()`` will call ``layoutSublayers()``.
    public internal(set) var needsLayout = true

    /// What the Core Animation face keeps with the layer (its animations and
    /// timing), here so that it outlives any one face object.
    package var faceState: AnyObject?

    /// Told before an animatable property (named by its Core Animation key)
    /// changes: how UIKit's animation blocks learn what to animate. Nil outside them.
    package private(set) static var willChange: ((Layer, String) -> Void)?

    /// Runs `body` with ``willChange`` set to `observer` (nil: nothing told),
    /// then puts the one before back.
    package static func observingChanges<T, E: Error>(with observer: ((Layer, String) -> Void)?, _ body: () throws(E) -> T) throws(E) -> T {
        let outer = willChange
        willChange = observer
        defer { willChange = outer }
        return try body()
    }

    /// Creates a layer with empty bounds at the origin.
    public required init() {}

    /// Releases the sublayer tree iteratively, so a deep chain cannot overflow the stack.
    isolated deinit {
        var children = sublayerList.removeAll()
        TreeTeardown.dismantle(&children, releasingFaces: \.faceReference) { layer in layer.sublayerList.removeAll() }
    }

    // MARK: Hooks for subclasses

    /// Positions the sublayers; the default asks the owning view to lay out
    /// its subviews. Call ``layoutIfNeeded()`` rather than this.
    open func layoutSublayers() {
        owningView?.performLayoutSubviews()
    }

    /// Draws the layer's own content in its coordinate space, after the
    /// background and contents image and before the sublayers; subclasses
    /// override it (as `CALayer.draw(in:)`). The default asks the owning view.
    open func draw(in canvas: Canvas) {
        owningView?.drawForLayer(in: canvas)
    }

    /// The shape that casts the shadow when there is no ``shadowPath``: the
    /// rounded background when there is a background colour, else nothing.
    /// Subclasses with their own shape (``ShapeLayer``) return it.
    open var shadowShape: Path? {
        guard let backgroundColor, backgroundColor.alpha > 0 else { return nil }
        return backgroundShape
    }

    /// The rule ``shadowShape`` is filled by, as the layer fills it.
    var shadowShapeRule: FillRule { .nonZero }

    // MARK: Module-internal hooks

    /// Draws effects that need what is already drawn behind the layer; only
    /// visual effect views have any.
    func drawBackdrop(in canvas: Canvas, options: RenderOptions) {}

    /// The shape the layer covers with opaque colour when that is all it
    /// draws, so a mask of this layer can be a clip; `nil` otherwise.
    var opaqueShape: Path? {
        guard type(of: self) == Layer.self, owningView == nil, backgroundColor?.alpha == 1 else { return nil }
        return backgroundShape
    }
}
