/// Applying a proxy's recorded values to views.
extension Appearance: AppearanceApplying {
    func matches(_ view: View) -> Bool { view is Target }

    var sample: View { prototype }

    func apply(to view: View) {
        guard let target = view as? Target else { return }
        for setter in setters { setter.apply(target) }
    }
}
