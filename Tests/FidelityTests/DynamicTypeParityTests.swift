import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessText
import Testing

/// Labels in preferred fonts across content size categories, and views laid
/// out by Auto Layout against UIKit's own `recursiveDescription` frames.
@Suite("Parity: Dynamic Type and Auto Layout")
@MainActor
struct DynamicTypeParityTests {
    static let sst = "pointfreeco__swift-snapshot-testing"

    /// swift-snapshot-testing's file suffixes and their categories.
    nonisolated static let sstCategories: [(String, ContentSizeCategory)] = [
        ("extra-small", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
        ("extra-large", .extraLarge), ("extra-extra-large", .extraExtraLarge),
        ("extra-extra-extra-large", .extraExtraExtraLarge), ("accessibility-medium", .accessibilityMedium),
        ("accessibility-large", .accessibilityLarge), ("accessibility-extra-large", .accessibilityExtraLarge),
        ("accessibility-extra-extra-large", .accessibilityExtraExtraLarge),
        ("accessibility-extra-extra-extra-large", .accessibilityExtraExtraExtraLarge),
    ]

    /// A device as swift-snapshot-testing's configs of that era describe it,
    /// at the host simulator's 3x.
    static func device(_ name: String, _ size: Size, safeArea: EdgeInsets, compactWidth: Bool = true) -> DeviceProfile {
        DeviceProfile(
            name: name, osVersion: "13.2.2", screenSize: size, scale: 3,
            horizontalSizeClass: compactWidth ? .compact : .regular, verticalSizeClass: .regular,
            safeAreaInsets: safeArea)
    }

    /// A title-1 label that adjusts to `category`, sized to fit.
    func title1Label(_ category: ContentSizeCategory) throws -> Label {
        let label = Label()
        label.font = try .preferredFont(forTextStyle: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.text = "What's the point?"
        label.traitOverrides.preferredContentSizeCategory = category
        label.traitOverrides.displayScale = 3  // the host simulator's screen, which UIKit rounds sizes to
        label.layoutIfNeeded()  // the traits reach the font, as in SST's window
        label.sizeToFit()
        return label
    }

    @Test("testTraitsWithView: title-1 label sized to fit in each category, at 3x")
    func traitsWithView() throws {
        let pair = "\(Self.sst)/testTraitsWithView"
        for (suffix, category) in Self.sstCategories {
            let file = "testTraitsWithView.label-\(suffix).png"
            let label = try title1Label(category)
            let ios = try IOSOracle.image("\(pair)/\(file)")
            let iosSize = Size(width: Double(ios.width) / 3, height: Double(ios.height) / 3)
            Parity.size(pair, file, name: "sizeToFit", ours: label.bounds.size, ios: iosSize, scale: 3)
            let ours = try label.layer.renderedImage(scale: 3)
            let region = Rect(x: 0, y: 0, width: max(label.bounds.width, iosSize.width), height: max(label.bounds.height, iosSize.height))
            let mask = Parity.text(pair, file, name: "label", ours: ours, ios: ios, region: region, scale: 3)
            Parity.geometry(pair, file, ours: ours, ios: ios, mask: mask)
        }
    }

    @Test("testTraitsWithViewController: the title-1 label pinned to the layout margins of an iPhone SE view")
    func traitsWithViewController() throws {
        let pair = "\(Self.sst)/testTraitsWithView"
        let cases: [(String, ContentSizeCategory)] = [
            ("extra-small", .extraSmall), ("large", .large),
            ("accessibility-extra-extra-extra-large", .accessibilityExtraExtraExtraLarge),
        ]
        for (suffix, category) in cases {
            let file = "testTraitsWithViewController.label-\(suffix).txt"
            let window = Window(
                device: Self.device("iPhone SE", Size(width: 320, height: 568), safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
            let root = View(frame: window.bounds)
            root.backgroundColor = .white
            // A view controller's root view: the system minimum margins (16 at compact width), inset by the safe area.
            root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            root.traitOverrides.preferredContentSizeCategory = category
            try window.addSubview(root)
            let label = Label()
            label.font = try .preferredFont(forTextStyle: .title1)
            label.adjustsFontForContentSizeCategory = true
            label.text = "What's the point?"
            label.translatesAutoresizingMaskIntoConstraints = false
            try root.addSubview(label)
            try LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            ])
            window.layoutIfNeeded()
            let frames = try IOSOracle.frames("\(pair)/\(file)")
            Parity.frame(pair, file, name: "root view", ours: root.frame, ios: frames[0], scale: 3)
            Parity.frame(pair, file, name: "label", ours: label.frame, ios: frames[1], scale: 3)
        }
    }

    /// testTraits' view: four labels pinned to the safe area.
    func traitsView(in window: Window, category: ContentSizeCategory?) throws -> (View, [Label]) {
        let root = View(frame: window.bounds)
        root.backgroundColor = .white
        if let category { root.traitOverrides.preferredContentSizeCategory = category }
        try window.addSubview(root)
        let styles: [(String, TextStyle)] = [("What's", .headline), ("the", .body), ("point", .body), ("?", .subheadline)]
        var labels: [Label] = []
        for (text, style) in styles {
            let label = Label()
            label.text = text
            label.font = try .preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            try root.addSubview(label)
            labels.append(label)
        }
        let guide = root.safeAreaLayoutGuide
        try LayoutConstraint.activate([
            labels[0].topAnchor.constraint(equalTo: guide.topAnchor),
            labels[0].centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            labels[1].leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            labels[1].centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            labels[2].trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            labels[2].centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            labels[3].bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            labels[3].centerXAnchor.constraint(equalTo: guide.centerXAnchor),
        ])
        window.layoutIfNeeded()
        return (root, labels)
    }

    struct TraitsDevice: Sendable, CustomStringConvertible {
        let suffix: String
        let size: Size
        let safeArea: EdgeInsets
        let compactWidth: Bool
        let category: ContentSizeCategory?
        let hasFrames: Bool
        var description: String { suffix }
    }

    nonisolated static let traitsDevices: [TraitsDevice] = [
        TraitsDevice(
            suffix: "iphone-se", size: Size(width: 320, height: 568), safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            compactWidth: true, category: .medium, hasFrames: true),
        TraitsDevice(
            suffix: "iphone-x", size: Size(width: 375, height: 812), safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
            compactWidth: true, category: .medium, hasFrames: true),
        TraitsDevice(
            suffix: "ipad-mini", size: Size(width: 1024, height: 768), safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            compactWidth: false, category: nil, hasFrames: true),
        TraitsDevice(
            suffix: "iphone-se-alternative", size: Size(width: 568, height: 320), safeArea: .zero,
            compactWidth: true, category: .medium, hasFrames: false),
        TraitsDevice(
            suffix: "iphone-se-extra-small", size: Size(width: 320, height: 568), safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            compactWidth: true, category: .extraSmall, hasFrames: false),
        TraitsDevice(
            suffix: "iphone-se-accessibility-extra-extra-extra-large", size: Size(width: 320, height: 568),
            safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), compactWidth: true,
            category: .accessibilityExtraExtraExtraLarge, hasFrames: false),
    ]

    @Test("testTraits: four labels pinned to the safe area, frames and renders at 3x", arguments: traitsDevices)
    func traits(_ d: TraitsDevice) throws {
        let pair = "\(Self.sst)/testTraits"
        let window = Window(device: Self.device(d.suffix, d.size, safeArea: d.safeArea, compactWidth: d.compactWidth))
        let (root, labels) = try traitsView(in: window, category: d.category)
        if d.hasFrames {
            let file = "testTraits.\(d.suffix).txt"
            let frames = try IOSOracle.frames("\(pair)/\(file)")
            Parity.frame(pair, file, name: "root view", ours: root.frame, ios: frames[0], scale: 3)
            for (label, frame) in zip(labels, frames.dropFirst()) {
                Parity.frame(pair, file, name: "'\(label.text ?? "")'", ours: label.frame, ios: frame, scale: 3)
            }
        }
        let file = "testTraits.\(d.suffix).png"
        let ours = try root.layer.renderedImage(scale: 3)
        let ios = try IOSOracle.image("\(pair)/\(file)")
        var mask: [PixelBox] = []
        for label in labels {
            // Search a band around our label wide enough to hold iOS's text too.
            let region = label.frame.insetBy(dx: -24, dy: -8).intersection(root.bounds) ?? label.frame
            mask += Parity.text(pair, file, name: "'\(label.text ?? "")'", ours: ours, ios: ios, region: region, scale: 3)
        }
        Parity.geometry(pair, file, ours: ours, ios: ios, mask: mask)
    }

    /// Nimble-Snapshots' category suffixes.
    nonisolated static let nimbleCategories: [(String, ContentSizeCategory)] = [
        ("XS", .extraSmall), ("S", .small), ("M", .medium), ("L", .large), ("XL", .extraLarge), ("XXL", .extraExtraLarge),
        ("XXXL", .extraExtraExtraLarge), ("AccessibilityM", .accessibilityMedium), ("AccessibilityL", .accessibilityLarge),
        ("AccessibilityXL", .accessibilityExtraLarge), ("AccessibilityXXL", .accessibilityExtraExtraLarge),
        ("AccessibilityXXXL", .accessibilityExtraExtraExtraLarge),
    ]

    @Test("Nimble-Snapshots adjustsFontForContentSizeCategory: 'Example' in body text in a 300x100 label at 2x (iOS 26.1)")
    func nimbleDynamicType() throws {
        let pair = "ashfurrow__Nimble-Snapshots/works_with_adjustsFontForContentSizeCategory"
        for (suffix, category) in Self.nimbleCategories {
            let label = Label(frame: Rect(x: 0, y: 0, width: 300, height: 100))
            label.text = "Example"
            label.adjustsFontForContentSizeCategory = true
            label.font = try .preferredFont(forTextStyle: .body)
            label.traitOverrides.preferredContentSizeCategory = category
            let file = "in_some_context__works_with_adjustsFontForContentSizeCategory_\(suffix)@2x.png"
            let ours = try label.layer.renderedImage(scale: 2)
            let ios = try IOSOracle.image("\(pair)/\(file)")
            let mask = Parity.text(pair, file, name: "label", ours: ours, ios: ios, region: label.bounds, scale: 2)
            Parity.geometry(pair, file, ours: ours, ios: ios, mask: mask)
        }
    }

    @Test("Nimble-Snapshots storyboard view, built in code: the category's name centred in body text, head-truncated, at 2x (iOS 26.1)")
    func nimbleStoryboardInCode() throws {
        let pair = "ashfurrow__Nimble-Snapshots/works_with_traitCollectionDidChange_in_a_view_controller_from_a_storyboard"
        let cases: [(String, ContentSizeCategory, String)] = [
            ("XS", .extraSmall, "UICTContentSizeCategoryXS"), ("L", .large, "UICTContentSizeCategoryL"),
            ("XXXL", .extraExtraExtraLarge, "UICTContentSizeCategoryXXXL"),
            ("AccessibilityXXXL", .accessibilityExtraExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXXL"),
        ]
        for (suffix, category, text) in cases {
            let window = Window(
                device: DeviceProfile(
                    name: "iPhone SE (3rd generation)", osVersion: "26.1", screenSize: Size(width: 375, height: 667), scale: 2,
                    horizontalSizeClass: .compact, verticalSizeClass: .regular,
                    safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)))
            let root = View(frame: window.bounds)
            root.backgroundColor = .white
            // A view controller's root view: the system minimum margins (16 at this width).
            root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            root.traitOverrides.preferredContentSizeCategory = category
            try window.addSubview(root)
            let label = Label()
            label.text = text
            label.font = try .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.lineBreakMode = .byTruncatingHead
            label.translatesAutoresizingMaskIntoConstraints = false
            try root.addSubview(label)
            try LayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                label.leadingAnchor.constraint(greaterThanOrEqualTo: root.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor),
            ])
            window.layoutIfNeeded()
            let file = "in_some_context__works_with_traitCollectionDidChange_in_a_view_controller_from_a_storyboard_\(suffix)@2x.png"
            let ours = try root.layer.renderedImage(scale: 2)
            let ios = try IOSOracle.image("\(pair)/\(file)")
            let region = Rect(x: 0, y: label.frame.minY - 12, width: root.bounds.width, height: label.frame.height + 24)
            let mask = Parity.text(pair, file, name: "label", ours: ours, ios: ios, region: region, scale: 2)
            Parity.geometry(pair, file, ours: ours, ios: ios, mask: mask)
        }
    }
}
