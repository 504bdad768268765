import HeadlessGeometry

/// A layer that draws its sublayers several times, each copy moved by one
/// more step of ``instanceTransform`` and tinted by one more step of the
/// colour offsets, as `CAReplicatorLayer` does (dots round an activity
/// indicator, bars of an equaliser, reflections).
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/careplicatorlayer)
open class ReplicatorLayer: Layer {
    /// How many copies of the sublayers are drawn; 1 by default (below 1, none).
    public var instanceCount = 1
    /// The transform from one copy to the next, about the centre of the
    /// replicator's bounds; its affine part is drawn.
    public var instanceTransform: Transform3D = .identity
    /// The colour the first copy is multiplied by; opaque white (no change) by default.
    public var instanceColor: Color = .white
    /// How much later each copy's animations run than the previous copy's,
    /// in seconds, when a tree is drawn at a moment of its animations.
    public var instanceDelay: Double = 0
    /// What each copy adds to the previous one's red, green, blue and alpha
    /// multipliers (clamped to `0...1`); none by default.
    public var instanceColorOffset = (red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0)

    /// Creates a replicator that draws one copy.
    public required init() { super.init() }

    /// The most copies drawn, whatever ``instanceCount`` says: a count in the
    /// millions would take minutes to draw and show nothing more.
    public static let maxDrawnInstances = 10_000

    /// The copies to draw, in order: the transform placing each in the
    /// replicator's sublayer space (the affine part of ``instanceTransform``
    /// raised to the copy's index, about the bounds' centre) and the colour
    /// its pixels are multiplied by (nil when it changes nothing).
    public var instances: [(transform: AffineTransform, tint: Color?)] {
        let count = min(max(instanceCount, 0), Self.maxDrawnInstances)
        let center = Point(x: bounds.midX, y: bounds.midY)
        let step = AffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(instanceTransform.affine)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
        var transform = AffineTransform.identity
        var result: [(transform: AffineTransform, tint: Color?)] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            let i = Double(index), o = instanceColorOffset
            let tint = Color(
                red: Self.unit(instanceColor.red + i * o.red), green: Self.unit(instanceColor.green + i * o.green),
                blue: Self.unit(instanceColor.blue + i * o.blue), alpha: Self.unit(instanceColor.alpha + i * o.alpha))
            result.append((transform, tint == .white ? nil : tint))
            transform = transform.concatenating(step)
        }
        return result
    }

    /// `value` clamped to `0...1`, NaN to 0.
    private static func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
}
