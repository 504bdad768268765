internal import HeadlessLayers

/// A control that steps a value up and down, 94 × 32 points, as UIKit draws it.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uistepper)
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The engine stepper.
    private var stepper: Stepper { unsafeDowncast(backing, to: Stepper.self) }

    override class func makeBacking() -> View { Stepper(frame: .zero) }

    /// The value, kept between the minimum and the maximum; 0 by default.
    open var value: Double {
        get { stepper.value }
        set { stepper.value = newValue }
    }

    /// The lowest value; 0 by default.
    open var minimumValue: Double {
        get { stepper.minimumValue }
        set { stepper.minimumValue = newValue }
    }

    /// The highest value; 100 by default.
    open var maximumValue: Double {
        get { stepper.maximumValue }
        set { stepper.maximumValue = newValue }
    }

    /// The step; 1 by default (a step that is not a positive number is taken as 1).
    open var stepValue: Double {
        get { stepper.stepValue }
        set { stepper.stepValue = newValue }
    }

    /// Whether stepping past an end wraps to the other; false by default.
    open var wraps: Bool {
        get { stepper.wraps }
        set { stepper.wraps = newValue }
    }

    /// Whether holding a button repeats the step; kept for code that sets it (snapshots press nothing).
    open var autorepeat = true
    /// Whether value changes are sent while the user holds a button; kept for code that sets it.
    open var isContinuous = true
}
