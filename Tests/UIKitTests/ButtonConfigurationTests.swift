import HeadlessSnapshot
import Testing
import UIKit

extension UIView {
    /// Adds `stack` 12 points inside the top, leading and trailing edges, as tall as its content.
    func pinToTop(_ stack: UIStackView) {
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
        ])
    }
}

/// A row of buttons in the five styles, as a settings screen builds them.
final class ConfiguredButtonsPanel: UIView {
    let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .leading
        pinToTop(stack)
        let styles: [(String, UIButton.Configuration)] = [
            ("Filled", .filled()), ("Tinted", .tinted()), ("Gray", .gray()), ("Plain", .plain()),
            ("Bordered", .bordered()),
        ]
        for (title, style) in styles {
            var config = style
            config.title = title
            stack.addArrangedSubview(UIButton(configuration: config))
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// Buttons with images on each edge, subtitles and corner styles.
final class ButtonPlacementsPanel: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .center
        pinToTop(stack)
        let placements: [NSDirectionalRectEdge] = [.leading, .trailing, .top, .bottom]
        for placement in placements {
            var config = UIButton.Configuration.tinted()
            config.title = "Star"
            config.image = UIImage(systemName: "star")
            config.imagePlacement = placement
            config.imagePadding = 6
            stack.addArrangedSubview(UIButton(configuration: config))
        }
        var subtitled = UIButton.Configuration.filled()
        subtitled.title = "Download"
        subtitled.subtitle = "12 MB"
        subtitled.titlePadding = 2
        subtitled.cornerStyle = .capsule
        stack.addArrangedSubview(UIButton(configuration: subtitled))
        var outlined = UIButton.Configuration.plain()
        outlined.title = "Outline"
        outlined.background.strokeColor = .systemRed
        outlined.background.strokeWidth = 2
        outlined.cornerStyle = .large
        outlined.baseForegroundColor = .systemRed
        stack.addArrangedSubview(UIButton(configuration: outlined))
    }

    required init?(coder: NSCoder) { nil }
}

/// A button that shows its selection through its own configuration update.
final class FollowButton: UIButton {
    override func updateConfiguration() {
        var config = configuration ?? .filled()
        config.title = isSelected ? "Following" : "Follow"
        configuration = config
    }
}

@Suite("UIKit: button configurations")
@MainActor
struct ButtonConfigurationTests {
    /// The natural size of `text` in the body style, as a label measures it.
    func bodySize(_ text: String, style: UIFont.TextStyle = .body) -> CGSize {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style)
        label.text = text
        return label.intrinsicContentSize
    }

    @Test("a medium button is its title plus 7 points above and below and 12 at the sides")
    func titleSize() {
        var config = UIButton.Configuration.filled()
        config.title = "Continue"
        let button = UIButton(configuration: config)
        let title = bodySize("Continue")
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        #expect(config.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        button.sizeToFit()
        #expect(button.bounds.size == button.intrinsicContentSize)
        #expect(button.titleLabel?.text == "Continue")
        #expect(button.titleLabel?.font == .preferredFont(forTextStyle: .body))
    }

    @Test("the image sits on each edge with its padding, and the size includes it")
    func imagePlacements() throws {
        let title = bodySize("Star")
        let image = try #require(UIImage(systemName: "star"))
        #expect(image.size == CGSize(width: 20, height: 20))
        var config = UIButton.Configuration.gray()
        config.title = "Star"
        config.image = image
        config.imagePadding = 8
        let button = UIButton(configuration: config)
        let beside = CGSize(width: 12 + 20 + 8 + title.width + 12, height: 7 + max(20, title.height) + 7)
        #expect(button.intrinsicContentSize == beside)
        button.sizeToFit()
        button.layoutIfNeeded()
        let imageFrame = try #require(button.imageView?.frame)
        let titleFrame = try #require(button.titleLabel?.frame)
        #expect(imageFrame.minX == 12 && titleFrame.minX == 12 + 20 + 8)

        config.imagePlacement = .trailing
        button.configuration = config
        button.layoutIfNeeded()
        #expect(button.intrinsicContentSize == beside)
        #expect(button.titleLabel?.frame.minX == 12 && button.imageView?.frame.minX == 12 + title.width + 8)

        config.imagePlacement = .top
        button.configuration = config
        let stacked = CGSize(width: 12 + max(20, title.width) + 12, height: 7 + 20 + 8 + title.height + 7)
        #expect(button.intrinsicContentSize == stacked)
        button.sizeToFit()
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minY == 7 && button.titleLabel?.frame.minY == 7 + 20 + 8)

        config.imagePlacement = .bottom
        button.configuration = config
        button.layoutIfNeeded()
        #expect(button.intrinsicContentSize == stacked)
        #expect(button.titleLabel?.frame.minY == 7 && button.imageView?.frame.minY == 7 + title.height + 8)
    }

    @Test("a subtitle sits below the title in the subheadline style, and the size includes both")
    func subtitle() throws {
        var config = UIButton.Configuration.tinted()
        config.title = "Download"
        config.subtitle = "12 MB"
        config.titlePadding = 4
        let button = UIButton(configuration: config)
        let title = bodySize("Download"), subtitle = bodySize("12 MB", style: .subheadline)
        #expect(
            button.intrinsicContentSize
                == CGSize(
                    width: 12 + max(title.width, subtitle.width) + 12,
                    height: 7 + title.height + 4 + subtitle.height + 7))
        let label = try #require(button.subtitleLabel)
        #expect(label.text == "12 MB" && label.font == .preferredFont(forTextStyle: .subheadline))
        button.sizeToFit()
        button.layoutIfNeeded()
        #expect(label.frame.minY == 7 + title.height + 4)
        #expect(UIButton(type: .system).subtitleLabel == nil)
    }

    @Test("Auto Layout sizes a configured button from its content and insets")
    func autoLayout() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        var config = UIButton.Configuration.filled()
        config.title = "Sign In"
        config.buttonSize = .large
        let button = UIButton(configuration: config)
        button.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            button.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        let title = bodySize("Sign In")
        #expect(button.frame == CGRect(x: 10, y: 10, width: title.width + 40, height: title.height + 28))
    }

    @Test("negative paddings and NaN insets count as zero, without trapping")
    func badInput() {
        var config = UIButton.Configuration.plain()
        config.title = "Odd"
        config.image = UIImage(systemName: "star")
        config.imagePadding = -40
        config.titlePadding = .nan
        config.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: 3)
        config.background.strokeWidth = .nan
        config.background.cornerRadius = -3
        config.cornerStyle = .fixed
        let button = UIButton(configuration: config)
        let title = bodySize("Odd")
        #expect(button.intrinsicContentSize == CGSize(width: 20 + title.width + 3, height: max(20, title.height)))
        button.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        button.layoutIfNeeded()
    }

    @Test("title and attributed title are one value; fonts and colours come from the attributes and the transformer")
    func attributes() {
        var config = UIButton.Configuration.filled()
        var title = AttributedString("Bold")
        title.font = UIFont.boldSystemFont(ofSize: 20)
        title.foregroundColor = UIColor.systemYellow
        config.attributedTitle = title
        #expect(config.title == "Bold")
        let button = UIButton(configuration: config)
        #expect(button.titleLabel?.font == .boldSystemFont(ofSize: 20))
        button.layoutIfNeeded()
        #expect(button.titleLabel?.textColor == .systemYellow)

        config.title = "Small"
        config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 13)
            return outgoing
        }
        button.configuration = config
        #expect(button.titleLabel?.font == .systemFont(ofSize: 13))
        #expect(button.currentTitle == nil && button.titleLabel?.text == "Small")
    }

    @Test("insets follow the button size until set, and return to it with setDefaultContentInsets()")
    func defaultInsets() {
        var config = UIButton.Configuration.gray()
        config.buttonSize = .small
        #expect(config.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        config.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        config.buttonSize = .large
        #expect(config.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        config.setDefaultContentInsets()
        #expect(config.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
    }

    @Test("the update handler and a subclass's updateConfiguration() restyle the button for its state")
    func updates() {
        var runs = 0
        let button = UIButton(configuration: .tinted())
        button.configurationUpdateHandler = { button in
            runs += 1
            var config = button.configuration
            config?.title = button.isSelected ? "On" : "Off"
            button.configuration = config
        }
        #expect(button.titleLabel?.text == "Off")
        button.isSelected = true
        #expect(button.titleLabel?.text == "On")
        #expect(runs == 2)

        let follow = FollowButton(configuration: .filled())
        #expect(follow.titleLabel?.text == "Follow")
        follow.isSelected = true
        #expect(follow.configuration?.title == "Following" && follow.titleLabel?.text == "Following")
    }

    @Test("a primary action's title is shown, and clearing the configuration gives the classic button back")
    func primaryActionAndClearing() {
        var tapped = false
        let button = UIButton(configuration: .borderedProminent(), primaryAction: UIAction(title: "Go") { _ in tapped = true })
        #expect(button.configuration?.title == "Go" && button.buttonType == .system)
        button.sendActions(for: .primaryActionTriggered)
        #expect(tapped)
        button.configuration = nil
        button.setTitle("Classic", for: .normal)
        #expect(button.titleLabel?.text == "Classic" && button.subtitleLabel == nil)
        let classic = UIButton(type: .system)
        classic.setTitle("Classic", for: .normal)
        #expect(button.intrinsicContentSize == classic.intrinsicContentSize)
    }

    @Test("the five styles draw their backgrounds and title colours, light and dark")
    func styles() async {
        let panel = ConfiguredButtonsPanel(frame: CGRect(x: 0, y: 0, width: 160, height: 230))
        await assertSnapshot(of: panel, named: "styles")
        await assertSnapshot(of: panel, named: "styles", traits: .dark)
    }

    @Test("images on each edge, a subtitle in a capsule and an outlined button")
    func placements() async {
        let panel = ButtonPlacementsPanel(frame: CGRect(x: 0, y: 0, width: 200, height: 360))
        await assertSnapshot(of: panel, named: "placements")
    }

    @Test("a filled button's image takes the white base foreground colour inside a superview too")
    func imageTintInsideASuperview() {
        var configuration = UIButton.Configuration.filled()
        configuration.baseForegroundColor = .white
        configuration.baseBackgroundColor = .black
        configuration.image = UIImage(systemName: "camera")
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        host.addSubview(button)
        let pixels = hierarchyPixels(of: host, opaque: false)
        // The stand-in's ring passes through the image's left and right middles: white, never blue.
        let bluish = (10..<70).flatMap { x in (10..<50).map { y in pixels.bitmap[x, y] } }.filter { Int($0.b) > Int($0.r) + 60 }
        #expect(bluish.isEmpty)
    }

    @Test("an outline with no stroke colour is drawn in the tint colour, as Apple documents")
    func outlineDefaultsToTint() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Mobile"
        configuration.background.strokeWidth = 1
        let button = UIButton(configuration: configuration)
        button.tintColor = .systemRed
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.layoutIfNeeded()
        let edge = hierarchyPixels(of: button, opaque: false).bitmap[50, 0]
        #expect(edge.r > 200 && edge.g < 100 && edge.a == 255)
    }
}
