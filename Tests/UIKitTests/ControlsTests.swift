import HeadlessSnapshot
import Testing
import UIKit

/// Buttons, actions, stack views and images through UIKit's names.
@Suite("UIKit: controls, stacks and images")
@MainActor
struct ControlsTests {
    @Test("a button shows the title and colour of its state, and falls back to the normal state's")
    func perStateTitles() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.systemRed, for: .disabled)
        #expect(button.currentTitle == "Follow")
        button.isSelected = true
        #expect(button.currentTitle == "Following" && button.titleLabel?.text == "Following")
        button.isSelected = false
        button.isEnabled = false
        #expect(button.state == .disabled)
        #expect(button.currentTitle == "Follow")
        #expect(button.currentTitleColor == .systemRed)
        #expect(UIButton().titleColor(for: .normal) == .white)
    }

    @Test("actions run for their events, in order, with the control as sender")
    func actions() {
        var log: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in log.append("primary") })
        let tap = UIAction { action in log.append("tap from \(type(of: action.sender!))") }
        button.addAction(tap, for: .touchUpInside)
        button.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(log == ["primary", "tap from UIButton"])
        #expect(button.currentTitle == "Save")
        button.removeAction(tap, for: .touchUpInside)
        log.removeAll()
        button.sendActions(for: .touchUpInside)
        #expect(log.isEmpty)
    }

    @Test("a vertical stack of labels with spacing stacks them top to bottom")
    func stack() {
        let first = UILabel(), second = UILabel()
        first.text = "Title"
        second.text = "Subtitle"
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.spacing = 4
        stack.alignment = .leading
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(stack.arrangedSubviews == [first, second])
        #expect(second.frame.minY == first.frame.maxY + 4)
        #expect(stack.frame.height == first.frame.height + 4 + second.frame.height)
    }

    @Test("an image decoded from PNG data has its size in points, and a template fills with the tint")
    func templateImage() async throws {
        let pixels = UIImage(data: try #require(UIImage.checkerboardPNG))
        let image = try #require(pixels)
        #expect(image.size == CGSize(width: 4, height: 4) && image.scale == 1)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && image.renderingMode == .automatic)
        let view = UIImageView(image: template)
        view.frame = CGRect(x: 0, y: 0, width: 24, height: 24)
        view.tintColor = .systemPink
        view.backgroundColor = .white
        await assertSnapshot(of: view, named: "template")
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(named: "no-such-image") == nil)
        #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
    }
}

extension UIImage {
    /// A 4 x 4 PNG: black and transparent squares, drawn with Core Graphics.
    @MainActor static var checkerboardPNG: Data? {
        let context = CGContext(
            data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        context?.setFillColor(UIColor.black.cgColor)
        context?.fill([CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 2, y: 2, width: 2, height: 2)])
        return context?.makeImage().map { UIImage(cgImage: $0) }?.pngData()
    }
}

/// A settings panel of the standard controls in a vertical stack.
@MainActor
func controlsPanel() -> UIView {
    let toggle = UISwitch()
    toggle.setOn(true, animated: false)
    let slider = UISlider()
    slider.value = 0.3
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    segments.selectedSegmentIndex = 1
    let progress = UIProgressView(progressViewStyle: .default)
    progress.setProgress(0.6, animated: false)
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    let pages = UIPageControl()
    pages.numberOfPages = 4
    pages.currentPage = 2
    pages.pageIndicatorTintColor = .systemGray4
    pages.currentPageIndicatorTintColor = .label
    let stack = UIStackView(arrangedSubviews: [toggle, slider, segments, progress, spinner, pages])
    stack.axis = .vertical
    stack.spacing = 12
    stack.alignment = .fill
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    stack.backgroundColor = .systemBackground
    stack.frame = CGRect(x: 0, y: 0, width: 320, height: 260)
    return stack
}

@Suite("UIKit: standard controls")
@MainActor
struct StandardControlsTests {
    @Test("the standard controls keep their values, and draw in a stack, light and dark")
    func panel() async throws {
        let panel = controlsPanel()
        let toggle = try #require(panel.subviews.first as? UISwitch)
        #expect(toggle.isOn)
        let segments = try #require(panel.subviews.compactMap { $0 as? UISegmentedControl }.first)
        #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 2) == "Month")
        await assertSnapshot(of: panel, named: "panel")
        await assertSnapshot(of: panel, named: "panel", traits: .dark)
    }
}

@Suite("UIKit: symbol stand-ins")
@MainActor
struct SymbolStandInTests {
    @Test("a system image is a 20-point template stand-in, tinted by its image view; an empty name gives nil")
    func symbols() async throws {
        let heart = try #require(UIImage(systemName: "heart.fill"))
        #expect(heart.size == CGSize(width: 20, height: 20) && heart.renderingMode == .alwaysTemplate)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "heart") == heart && UIImage(systemName: "star") != heart)
        let large = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold))
        #expect(large?.size == CGSize(width: 40, height: 40))
        #expect(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: .nan)) == nil)
        let view = UIImageView(image: heart)
        view.tintColor = .systemPink
        await assertSnapshot(of: view, named: "heart")
    }
}

@Suite("UIKit: asset catalogues")
@MainActor
struct AssetCatalogTests {
    @Test("a colour set gives its light colour and its Display P3 dark variant, converted to sRGB")
    func namedColor() throws {
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 1 && abs(green - 0x88 / 255.0) < 1e-9 && blue == 0 && alpha == 1)
        _ = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 1 && green == 0 && blue == 0)  // Display P3 red is beyond sRGB: clipped to sRGB red
        #expect(UIColor(named: "Missing", in: .module, compatibleWith: nil) == nil)
    }

    @Test("an image set gives the nearest scale's file, as a template when the set says so")
    func namedImage() throws {
        let dot = try #require(UIImage(named: "Dot", in: .module, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(dot.scale == 2 && dot.size == CGSize(width: 4, height: 4) && dot.renderingMode == .alwaysTemplate)
        #expect(UIImage(named: "Missing", in: .module, compatibleWith: nil) == nil)
    }
}
