import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessText
import Testing

/// Single views and layers from uber, Nimble-Snapshots, swift-snapshot-testing,
/// Snap.swift and Point-Free's episode samples, rendered as `layer.render(in:)`.
@Suite("Parity: single views and layers")
@MainActor
struct SimpleViewParityTests {
    @Test("uber testViewSnapshot: 40x40 red view at 2x and 3x")
    func uberRedView() throws {
        for scale in [2.0, 3.0] {
            let view = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
            view.backgroundColor = .red
            let file = "testViewSnapshot@\(Int(scale))x.png"
            let ios = try IOSOracle.image("uber__ios-snapshot-test-case/testViewSnapshot/\(file)")
            Parity.geometry(
                "uber__ios-snapshot-test-case/testViewSnapshot", file, ours: try view.layer.renderedImage(scale: scale),
                ios: ios)
        }
    }

    @Test("Nimble-Snapshots bootstrap: 44x44 blue view at 2x (iOS 26.1)")
    func nimbleBlueView() throws {
        let view = View(frame: Rect(x: 0, y: 0, width: 44, height: 44))
        view.backgroundColor = .blue
        let pair = "ashfurrow__Nimble-Snapshots/BootstrapTests_has_a_valid_snapshot_with_model_and_OS_in_name"
        let file = "in_some_context__has_a_valid_snapshot_with_model_and_OS_in_name_iPhone_26_1_375x667@2x.png"
        Parity.geometry(pair, file, ours: try view.layer.renderedImage(scale: 2), ios: try IOSOracle.image("\(pair)/\(file)"))
    }

    @Test("swift-snapshot-testing testCALayer: red layer with a 4-point black border at 3x")
    func caLayer() throws {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = .red
        layer.borderWidth = 4
        layer.borderColor = .black
        let pair = "pointfreeco__swift-snapshot-testing/testCALayer", file = "testCALayer.1.png"
        Parity.geometry(pair, file, ours: try layer.renderedImage(scale: 3), ios: try IOSOracle.image("\(pair)/\(file)"))
    }

    @Test("swift-snapshot-testing testCALayerWithGradient: vertical red-to-yellow gradient sublayer at 3x")
    func gradient() throws {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let gradient = GradientLayer()
        gradient.frame = layer.bounds
        gradient.colors = [.red, Color(red: 1, green: 1, blue: 0)]
        try layer.addSublayer(gradient)
        let pair = "pointfreeco__swift-snapshot-testing/testCALayerWithGradient", file = "testCALayerWithGradient.1.png"
        Parity.geometry(pair, file, ours: try layer.renderedImage(scale: 3), ios: try IOSOracle.image("\(pair)/\(file)"))
    }

    @Test("Snap.swift: centred 'Snap!' on a red 100x100 view at 2x, iOS image converted from Display P3")
    func snapBox() throws {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        let label = Label(frame: view.bounds)
        label.text = "Snap!"
        label.textAlignment = .center
        try view.addSubview(label)
        let pair = "skyweb07__Snap.swift/test_box_with_text_aligned_to_center"
        let file = "reference_test_box_with_text_aligned_to_center@2x.png"
        let ours = try view.layer.renderedImage(scale: 2)
        let ios = try IOSOracle.image("\(pair)/\(file)", profile: .displayP3)
        let mask = Parity.text(pair, file, name: "label", ours: ours, ios: ios, region: view.bounds, scale: 2)
        Parity.geometry(pair, file, ours: ours, ios: ios, mask: mask, note: "iOS converted Display P3 → sRGB")
    }

    @Test("swift-snapshot-testing testPrecision: 'Hello' in a 43.5 x 20.5 white label at 3x, iOS image converted from grey gamma 2.2")
    func precision() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 43.5, height: 20.5))
        label.backgroundColor = .white
        label.text = "Hello"
        let pair = "pointfreeco__swift-snapshot-testing/testPrecision", file = "testPrecision.ios.png"
        let ours = try label.layer.renderedImage(scale: 3)
        let ios = try IOSOracle.image("\(pair)/\(file)", profile: .genericGrayGamma22)
        // The text region leaves out the half-covered edge row and column
        // (iOS: top row and right column), which the geometry figures cover.
        let region = Rect(x: 0, y: 1, width: 43, height: 19)
        let mask = Parity.text(pair, file, name: "label", ours: ours, ios: ios, region: region, scale: 3)
        Parity.geometry(pair, file, ours: ours, ios: ios, mask: mask, note: "iOS converted Generic Gray Gamma 2.2 → sRGB")
    }

    @Test("episode-code-samples testView: bold 22 'Welcome to Point-Free!' sized to fit at 2x, iOS image converted from grey gamma 2.2")
    func episodeLabel() throws {
        let label = Label()
        label.backgroundColor = .white
        label.font = try .system(size: 22, weight: .bold)
        label.text = "Welcome to Point-Free!"
        label.traitOverrides.displayScale = 2  // the host simulator's screen, which UIKit rounds sizes to
        label.layoutIfNeeded()  // the traits reach the label
        label.sizeToFit()
        let pair = "pointfreeco__episode-code-samples/xyzw-snapshot-testing_testView", file = "testView.png"
        Parity.size(
            pair, file, name: "sizeToFit", ours: label.bounds.size, ios: Size(width: 242.5, height: 26.5), scale: 2)
        let ours = try label.layer.renderedImage(scale: 2)
        let ios = try IOSOracle.image("\(pair)/\(file)", profile: .genericGrayGamma22)
        let region = Rect(x: 0, y: 0, width: 242.5, height: 26.5)
        let mask = Parity.text(pair, file, name: "label", ours: ours, ios: ios, region: region, scale: 2)
        Parity.geometry(pair, file, ours: ours, ios: ios, mask: mask, note: "iOS converted Generic Gray Gamma 2.2 → sRGB")
    }
}
