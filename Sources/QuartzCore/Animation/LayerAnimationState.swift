internal import HeadlessLayers

/// What Core Animation keeps with a layer beyond what it draws: its
/// animations, its own timing and the values set for keys of the app's.
/// Kept on the engine layer, so a layer's animations stay with it whichever
/// face object is asked (a view's layer, or one made for an engine layer).
final class LayerAnimationState {
    /// The animations added, in order.
    var entries: [AnimationEntry] = []
    /// Values set for keys that name no property.
    var customValues: [String: Any] = [:]
    /// When the layer's time starts, in its superlayer's time.
    var beginTime: Double = 0
    /// How fast the layer's time runs.
    var speed: Float = 1
    /// Added to the layer's time.
    var timeOffset: Double = 0
}

extension CALayer {
    /// The layer's animation state, made when first needed.
    var animationState: LayerAnimationState {
        if let state = backing.faceState as? LayerAnimationState { return state }
        let state = LayerAnimationState()
        backing.faceState = state
        return state
    }
}

extension Layer {
    /// The animations on the layer, without making a face or state for it.
    var animationEntries: [AnimationEntry] { (faceState as? LayerAnimationState)?.entries ?? [] }
}
