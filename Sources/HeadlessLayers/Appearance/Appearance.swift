/// Default property values for every view of one type, as `UIAppearance`:
/// `Label.appearance().textColor = .red`.
///
/// Values set on a proxy are applied by ``View/drawHierarchy(device:)`` (not
/// by the layer path), once per view, before layout: superclass proxies first,
/// so the most specific type wins. Like UIKit they apply when the view first
/// reaches a rendered window; unlike UIKit they overwrite values set on the
/// instance before that. Proxies live in ``AppearanceRegistry/current``.
@MainActor
@dynamicMemberLookup
public final class Appearance<Target: View> {
    /// A view holding the values set so far, so reading a property returns them.
    let prototype = Target(frame: .zero)
    /// The setters recorded so far, by property, in the order first set.
    private(set) var setters: [(key: PartialKeyPath<Target>, apply: (Target) -> Void)] = []

    init() {}

    /// The default value of a property: set it to apply it to every view of the type.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value {
        get { prototype[keyPath: keyPath] }
        set {
            prototype[keyPath: keyPath] = newValue
            let setter: (Target) -> Void = { $0[keyPath: keyPath] = newValue }
            if let index = setters.firstIndex(where: { $0.key == keyPath }) {
                setters[index].apply = setter
            } else {
                setters.append((keyPath, setter))
            }
        }
    }
}
