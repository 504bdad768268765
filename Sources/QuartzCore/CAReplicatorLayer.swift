internal import HeadlessGeometry
package import HeadlessLayers

/// A layer that draws its sublayers `instanceCount` times, each copy moved
/// by one more step of `instanceTransform` (about the centre of the
/// replicator's bounds) and its colours multiplied by `instanceColor` plus
/// one more step of the colour offsets: an activity indicator's dots, an
/// equaliser's bars.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/careplicatorlayer)
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// The engine replicator layer.
    private var replicator: ReplicatorLayer { unsafeDowncast(backing, to: ReplicatorLayer.self) }

    override class func makeBacking() -> Layer { ReplicatorLayer() }
    override package class var backingClass: Layer.Type { ReplicatorLayer.self }

    /// Creates a replicator drawing one copy.
    public override init() { super.init() }

    /// Creates a replicator that copies `layer`'s instance settings.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        (instanceCount, instanceTransform, instanceColor) = (other.instanceCount, other.instanceTransform, other.instanceColor)
        (instanceRedOffset, instanceGreenOffset) = (other.instanceRedOffset, other.instanceGreenOffset)
        (instanceBlueOffset, instanceAlphaOffset) = (other.instanceBlueOffset, other.instanceAlphaOffset)
        (instanceDelay, preservesDepth) = (other.instanceDelay, other.preservesDepth)
    }

    /// There are no archives to decode layers from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// How many copies of the sublayers are drawn; 1 by default. At most
    /// 10 000 copies are drawn.
    open var instanceCount: Int {
        get { replicator.instanceCount }
        set { replicator.instanceCount = newValue }
    }

    /// The transform from one copy to the next, about the centre of the
    /// bounds; its affine part is drawn (the copies lie in the replicator's plane).
    open var instanceTransform: CATransform3D {
        get { CATransform3D(replicator.instanceTransform) }
        set { replicator.instanceTransform = newValue.geometry }
    }

    /// The colour the first copy's colours are multiplied by; nil (opaque
    /// white, no change) by default.
    open var instanceColor: CGColor? {
        didSet { replicator.instanceColor = instanceColor?.sRGB ?? .white }
    }

    /// What each copy adds to the previous one's red multiplier.
    open var instanceRedOffset: Float = 0 { didSet { updateOffsets() } }
    /// What each copy adds to the previous one's green multiplier.
    open var instanceGreenOffset: Float = 0 { didSet { updateOffsets() } }
    /// What each copy adds to the previous one's blue multiplier.
    open var instanceBlueOffset: Float = 0 { didSet { updateOffsets() } }
    /// What each copy adds to the previous one's alpha multiplier (a fading trail when negative).
    open var instanceAlphaOffset: Float = 0 { didSet { updateOffsets() } }

    /// How much later each copy's animations run than the previous copy's,
    /// in seconds: a snapshot at a moment draws copy i as the sublayers'
    /// animations show them `i × instanceDelay` earlier (a still snapshot
    /// draws the model values, where the delay changes nothing).
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/careplicatorlayer/instancedelay)
    open var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set { replicator.instanceDelay = newValue.isFinite ? newValue : 0 }
    }

    /// Whether copies keep their depth; they are drawn in the replicator's plane here.
    open var preservesDepth = false

    /// Hands the colour offsets to the engine layer.
    private func updateOffsets() {
        replicator.instanceColorOffset = (
            Double(instanceRedOffset), Double(instanceGreenOffset), Double(instanceBlueOffset), Double(instanceAlphaOffset)
        )
    }
}
