import HeadlessGeometry
import HeadlessRaster

/// The overridable behaviour of a view as a face on it sees it: UIKit's
/// `UIView` wraps a ``View`` and lets its subclasses override
/// `layoutSubviews()`, `sizeThatFits(_:)` and the rest in its own types.
///
/// The engine asks the face (when the view has one) wherever it would call
/// the view's own overridable member; the face's default implementations
/// call the view's, so a face subclass that overrides nothing behaves
/// exactly as the engine view.
@MainActor
package protocol ViewFace: AnyObject {
    /// The face's `layoutSubviews()`.
    func faceLayoutSubviews()
    /// The face's `sizeThatFits(_:)`.
    func faceSizeThatFits(_ size: Size) -> Size
    /// The face's `intrinsicContentSize`.
    var faceIntrinsicContentSize: Size { get }
    /// The face's `draw(_:)`, with `canvas` as the current context.
    func faceDraw(_ rect: Rect, in canvas: Canvas)
    /// Runs the face's own drawing once before the tree is drawn, as UIKit
    /// displays a view before compositing it, so layer properties its
    /// `draw(_:)` sets show in the same picture; nothing for faces that only
    /// draw what the engine draws.
    func faceDisplay()
    /// The face's `traitCollectionDidChange(_:)`.
    func faceTraitCollectionDidChange(_ previous: TraitCollection)
    /// The face's `updateConstraints()`.
    func faceUpdateConstraints()
    /// What the face's accessibility properties (which its subclasses may override) say.
    var faceAccessibility: AccessibilityReading { get }
}

/// What a view's accessibility properties say, as assistive technologies read them.
package struct AccessibilityReading {
    /// Whether the view is one element.
    package var isElement: Bool
    /// The element's label.
    package var label: String?
    /// The element's value.
    package var value: String?
    /// The element's hint.
    package var hint: String?
    /// The element's traits.
    package var traits: AccessibilityTraits

    /// A reading of these values.
    package init(isElement: Bool, label: String?, value: String?, hint: String?, traits: AccessibilityTraits) {
        self.isElement = isElement
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
    }
}

/// Routing the overridable members through the face; the view keeps its
/// face while it has a superview (see `FaceReference`).
extension View {
    /// The face on this view, if any; see ``ViewFace``.
    package var face: (any ViewFace)? {
        get { faceReference.face }
        set { faceReference.set(newValue, attached: superview != nil) }
    }

    /// Lays out the subviews through the face's override.
    package func performLayoutSubviews() {
        if let face { face.faceLayoutSubviews() } else { layoutSubviews() }
    }

    /// The size that best fits `size`, through the face's override.
    package func measuredSize(fitting size: Size) -> Size {
        face?.faceSizeThatFits(size) ?? sizeThatFits(size)
    }

    /// The intrinsic content size, through the face's override.
    package var effectiveIntrinsicContentSize: Size {
        face?.faceIntrinsicContentSize ?? intrinsicContentSize
    }

    /// Draws the custom content through the face's override.
    func performDraw(in canvas: Canvas) {
        if let face { face.faceDraw(bounds, in: canvas) } else { draw(bounds, in: canvas) }
    }

    /// Tells the view (through its face) that its traits changed.
    func notifyTraitCollectionDidChange(_ previous: TraitCollection) {
        if let face { face.faceTraitCollectionDidChange(previous) } else { traitCollectionDidChange(previous) }
    }

    /// The accessibility properties, through the face's overrides.
    var accessibilityReading: AccessibilityReading {
        face?.faceAccessibility
            ?? AccessibilityReading(
                isElement: isAccessibilityElement, label: accessibilityLabel, value: accessibilityValue,
                hint: accessibilityHint, traits: accessibilityTraits)
    }

    /// Updates the view's constraints through the face's override.
    func performUpdateConstraints() {
        if let face { face.faceUpdateConstraints() } else { updateConstraints() }
    }
}
