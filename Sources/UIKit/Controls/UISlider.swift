internal import HeadlessLayers

/// A slider: a thumb on a track between a minimum and a maximum value.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uislider)
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The engine slider.
    private var slider: Slider { unsafeDowncast(backing, to: Slider.self) }

    override class func makeBacking() -> View { Slider(frame: .zero) }

    /// The value, between the minimum and the maximum; 0.5 by default.
    open var value: Float {
        get { Float(slider.value) }
        set { slider.value = Double(newValue) }
    }

    /// Sets the value; there is no animation in a snapshot.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// The least value; 0 by default.
    open var minimumValue: Float {
        get { Float(slider.minimumValue) }
        set { slider.minimumValue = Double(newValue) }
    }

    /// The greatest value; 1 by default.
    open var maximumValue: Float {
        get { Float(slider.maximumValue) }
        set { slider.maximumValue = Double(newValue) }
    }

    /// The track colour before the thumb; the tint by default.
    open var minimumTrackTintColor: UIColor? {
        get { slider.minimumTrackTintColor.map(UIColor.init(dynamic:)) }
        set { slider.minimumTrackTintColor = newValue?.dynamic }
    }

    /// The track colour after the thumb.
    open var maximumTrackTintColor: UIColor? {
        get { slider.maximumTrackTintColor.map(UIColor.init(dynamic:)) }
        set { slider.maximumTrackTintColor = newValue?.dynamic }
    }

    /// The thumb colour; white by default.
    open var thumbTintColor: UIColor? {
        get { slider.thumbTintColor.map(UIColor.init(dynamic:)) }
        set { slider.thumbTintColor = newValue?.dynamic }
    }
}
