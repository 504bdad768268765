import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Traits flowing from the window, overrides, dynamic colours and device profiles.
@Suite @MainActor struct TraitTests {
    @Test func traitsFlowFromTheWindowAndOverridesApplyToTheSubtree() throws {
        let window = Window(device: .iPad10Landscape)
        let parent = View(), child = View()
        try window.addSubview(parent)
        try parent.addSubview(child)
        parent.traitOverrides.userInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(child.traitCollection.displayScale == 2 && child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.userInterfaceStyle == .dark && window.traitCollection.userInterfaceStyle == .light)
        #expect(View().traitCollection == .unattached)
    }

    @Test func aViewAddedToAWindowsTreeTakesItsTraitsAtOnce() throws {
        let window = Window(device: .iPad10Landscape)
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        let parent = View()
        parent.traitOverrides.userInterfaceStyle = .dark
        try window.addSubview(parent)
        let child = View(), grandchild = View()
        try child.addSubview(grandchild)
        #expect(grandchild.traitCollection == .unattached, "a tree outside a window keeps the defaults")
        try parent.addSubview(child)
        let traits = grandchild.traitCollection
        #expect(traits.displayScale == 2 && traits.horizontalSizeClass == .regular, "the window's device, before any layout pass")
        #expect(traits.userInterfaceStyle == .dark && traits.preferredContentSizeCategory == .extraLarge, "with the overrides above it")
        window.layoutIfNeeded()
        #expect(grandchild.traitCollection == traits)
    }

    @Test func dynamicColoursResolvePerStyle() throws {
        let view = View(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = DynamicColor(light: .red, dark: .blue)
        #expect(try TestSupport.render(view.layer).rgba(1, 1) == RGBA.red)
        view.traitOverrides.userInterfaceStyle = .dark
        #expect(try TestSupport.render(view.layer).rgba(1, 1) == RGBA.blue)
        #expect(DynamicColor.label.resolved(with: TraitCollection(userInterfaceStyle: .dark)) == .white)
    }

    @Test func traitChangesAreReported() throws {
        final class Observer: View {
            var changes: [UserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previous: TraitCollection) { changes.append(previous.userInterfaceStyle) }
        }
        let view = Observer()
        view.layoutIfNeeded()
        view.traitOverrides.userInterfaceStyle = .dark
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.changes == [.light])
    }

    @Test func tintColourIsInherited() throws {
        let parent = View(), child = View()
        try parent.addSubview(child)
        parent.layoutIfNeeded()
        #expect(child.effectiveTintColor == Color(hex: 0x007AFF))
        parent.tintColor = .red
        parent.layoutIfNeeded()
        #expect(child.effectiveTintColor == .red)
        child.tintColor = .green
        child.layoutIfNeeded()
        #expect(child.effectiveTintColor == .green)
    }

    @Test func contentSizeCategoriesScaleBodyText() {
        #expect(ContentSizeCategory.large.fontScale == 1)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.bodyPointSize == 53)
        #expect(ContentSizeCategory.extraSmall < .accessibilityMedium)
    }

    @Test func devicePresetsMatchTheirScreens() {
        #expect(DeviceProfile.iPhoneSE3.screenSize == Size(width: 375, height: 667) && DeviceProfile.iPhoneSE3.scale == 2)
        #expect(DeviceProfile.iPhone15.screenSize == Size(width: 393, height: 852) && DeviceProfile.iPhone15.scale == 3)
        #expect(DeviceProfile.iPhone15ProMax.screenSize == Size(width: 430, height: 932))
        #expect(DeviceProfile.iPhone15ProMaxLandscape.horizontalSizeClass == .regular)
        #expect(DeviceProfile.iPhone15Landscape.verticalSizeClass == .compact)
        #expect(DeviceProfile.iPad10.screenSize == Size(width: 820, height: 1180))
        #expect(DeviceProfile.iPad10Landscape.screenSize == Size(width: 1180, height: 820))
        #expect(DeviceProfile.presets.count == 8 && DeviceProfile.presets.allSatisfy { $0.osVersion == "17.0" })
        #expect(DeviceProfile.iPhone15.description == "iPhone 15 (iOS 17.0) 393.0 x 852.0 @3x")
        let custom = DeviceProfile(
            name: "Watch", osVersion: "10.0", screenSize: Size(width: 198, height: 242), scale: 2,
            horizontalSizeClass: .compact, verticalSizeClass: .compact)
        #expect(Window(device: custom).frame == Rect(x: 0, y: 0, width: 198, height: 242))
    }
}

/// Overrides laid over overrides: the later ones win where they set a value.
@Suite struct TraitOverridesLayeringTests {
    @Test func setValuesReplaceAndNilValuesKeep() {
        let base = TraitOverrides(displayScale: 2, userInterfaceStyle: .light, layoutDirection: .rightToLeft)
        let layered = base.applying(TraitOverrides(userInterfaceStyle: .dark, verticalSizeClass: .compact))
        #expect(
            layered
                == TraitOverrides(
                    displayScale: 2, userInterfaceStyle: .dark, layoutDirection: .rightToLeft,
                    verticalSizeClass: .compact))
        #expect(base.applying(TraitOverrides()) == base)
    }
}
