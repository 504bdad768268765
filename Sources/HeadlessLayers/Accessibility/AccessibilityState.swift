/// The accessibility properties set on a view, apart from the defaults its class gives.
@MainActor
package final class AccessibilityState {
    /// Whether the view is an element, when set.
    package var isElement: Bool?
    /// The label, when set.
    package var label: String?
    /// The value, when set.
    package var value: String?
    /// The hint, when set.
    package var hint: String?
    /// The traits, when set.
    package var traits: AccessibilityTraits?
    /// The elements of a container, in reading order, when set.
    var elements: [AnyObject]?
    /// Whether the view and everything in it is hidden from assistive technologies.
    var elementsHidden = false

    package init() {}
}

/// What a view's class gives assistive technologies when nothing is set on the view.
struct AccessibilityDefaults {
    var isElement = false
    var label: String?
    var value: String?
    var traits: AccessibilityTraits = .none
}
