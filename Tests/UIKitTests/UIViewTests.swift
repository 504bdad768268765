import HeadlessSnapshot
import Testing
import UIKit

/// UIKit view code, as apps write it, laid out and snapshotted through the `UIKit` module.
@Suite("UIKit: views")
@MainActor
struct UIViewTests {
    @Test("layer properties set in an app's draw(_:) show in the first picture, as on iOS")
    func drawSetsLayerProperties() {
        let button = SelfRoundingButton(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        button.backgroundColor = .black
        let pixels = renderedPixels(of: button.layer)
        #expect(red(pixels, 1, 1) == 255)  // the corner is cut away at once
        #expect(red(pixels, 60, 20) == 0)
    }

    @Test("frames set by hand in layoutSubviews follow UIKit's arithmetic")
    func manualLayout() throws {
        let card = ProfileCardView(frame: CGRect(x: 0, y: 0, width: 343, height: 100))
        card.nameLabel.text = "Jane Appleseed"
        card.detailLabel.text = "Product designer"
        card.layoutIfNeeded()
        #expect(card.layoutPasses == 1)
        #expect(card.avatarView.frame == CGRect(x: 16, y: 16, width: 56, height: 56))
        #expect(card.nameLabel.frame == CGRect(x: 84, y: 16, width: 243, height: 22))
        #expect(card.detailLabel.frame.minY == 42)
        #expect(card.avatarView.frame.center == CGPoint(x: 44, y: 44))
    }

    @Test("the subviews are the objects added, in order, with their superview")
    func hierarchy() {
        let card = ProfileCardView(frame: .zero)
        #expect(card.subviews == [card.avatarView, card.nameLabel, card.detailLabel])
        #expect(card.nameLabel.superview === card)
        card.bringSubviewToFront(card.avatarView)
        #expect(card.subviews.last === card.avatarView)
        card.insertSubview(card.avatarView, belowSubview: card.nameLabel)
        #expect(card.subviews == [card.avatarView, card.nameLabel, card.detailLabel])
        card.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(card.subviews == [card.detailLabel, card.nameLabel, card.avatarView])
        card.nameLabel.removeFromSuperview()
        #expect(card.nameLabel.superview == nil && card.subviews.count == 2)
        #expect(card.detailLabel.isDescendant(of: card))
    }

    @Test("a subclass's overrides keep working when only the tree holds the view")
    func treeKeepsFaces() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 343, height: 100))
        weak var weakCard: ProfileCardView?
        do {
            let card = ProfileCardView(frame: container.bounds)
            container.addSubview(card)
            weakCard = card
        }
        container.layoutIfNeeded()
        let card = container.subviews.first as? ProfileCardView
        #expect(card != nil && card === weakCard)
        #expect(card?.layoutPasses == 1)
    }

    @Test("views are released with their tree, and a view taken out is released when let go")
    func release() {
        weak var weakRoot: UIView?
        weak var weakChild: UILabel?
        weak var weakRemoved: UIView?
        do {
            let root = ProfileCardView(frame: .zero)
            let child = UILabel()
            let removed = UIView()
            root.addSubview(child)
            root.addSubview(removed)
            removed.removeFromSuperview()
            weakRoot = root
            weakChild = child
            weakRemoved = removed
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakRemoved == nil)
    }

    @Test("adding a view to itself or to its own subview is refused, not a crash")
    func cycles() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.addSubview(parent)
        parent.addSubview(parent)
        #expect(child.subviews.isEmpty && parent.subviews == [child])
    }

    @Test("viewWithTag searches the subtree, this view first")
    func tags() {
        let card = ProfileCardView(frame: .zero)
        card.detailLabel.tag = 7
        #expect(card.viewWithTag(7) === card.detailLabel)
        #expect(card.viewWithTag(0) === card)
        #expect(card.viewWithTag(99) == nil)
    }

    @Test("anchors in the layout margins size a view around its label, as Auto Layout does")
    func anchors() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = BadgeView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        container.layoutIfNeeded()
        let label = badge.titleLabel.intrinsicContentSize
        #expect(badge.frame.origin == CGPoint(x: 20, y: 10))
        #expect(badge.frame.width == label.width + 20)
        #expect(badge.frame.height == label.height + 12)
        #expect(badge.titleLabel.frame == CGRect(x: 10, y: 6, width: label.width, height: label.height))
    }

    @Test("constraints made with init(item:attribute:...) and priorities solve as UIKit's")
    func itemConstraints() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let width = NSLayoutConstraint(
            item: box, attribute: .width, relatedBy: .equal, toItem: container, attribute: .width,
            multiplier: 0.5, constant: -10)
        let weak = box.heightAnchor.constraint(equalToConstant: 500)
        weak.priority = .defaultLow
        NSLayoutConstraint.activate([
            width, weak,
            box.heightAnchor.constraint(lessThanOrEqualTo: container.heightAnchor, multiplier: 0.5),
            NSLayoutConstraint(
                item: box, attribute: .centerX, relatedBy: .equal, toItem: container, attribute: .centerX,
                multiplier: 1, constant: 0),
            box.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 80, y: 0, width: 140, height: 100))
        #expect(width.isActive && width.firstItem === box && width.secondItem === container)
        #expect(container.constraints.count == 4)
    }

    @Test("a constraint between views of different trees is refused and left inactive, not a crash")
    func refusedConstraint() {
        let a = UIView(), b = UIView()
        let constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor)
        NSLayoutConstraint.activate([constraint])
        #expect(!constraint.isActive)
    }

    @Test("convert(_:to:) goes through the superviews' frames")
    func conversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let middle = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let leaf = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 16, y: 27))
        #expect(root.convert(CGRect(x: 16, y: 27, width: 4, height: 4), to: leaf) == CGRect(x: 1, y: 2, width: 4, height: 4))
    }

    @Test("a dark snapshot tells the view its traits changed, and dynamic colours resolve dark")
    func traitChanges() async {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 80, height: 32))
        await assertSnapshot(of: badge, traits: .dark)
        #expect(badge.traitChanges.contains(.dark))
    }

    @Test("snapshots of UIKit views: a hand-laid-out card, light and dark, and a ring drawn in draw(_:)")
    func snapshots() async {
        let card = ProfileCardView(frame: CGRect(x: 0, y: 0, width: 343, height: 96))
        card.nameLabel.text = "Jane Appleseed"
        card.detailLabel.text = "Product designer, Cupertino — likes long walks and short meetings"
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 128))
        container.backgroundColor = .systemGroupedBackground
        card.frame.origin = CGPoint(x: 16, y: 16)
        container.addSubview(card)
        await assertSnapshot(of: container, named: "card")
        await assertSnapshot(of: container, named: "card", traits: .dark)
        await assertSnapshot(of: ProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), named: "ring")
    }
}

/// A view that records UIKit's hierarchy and tint callbacks.
final class CallbackView: UIView {
    private(set) var calls: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) { calls.append("willMoveToSuperview \(newSuperview == nil ? "nil" : "view")") }
    override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { calls.append("willMoveToWindow \(newWindow == nil ? "nil" : "window")") }
    override func didMoveToWindow() { calls.append("didMoveToWindow \(window == nil ? "nil" : "window")") }
    override func didAddSubview(_ subview: UIView) { calls.append("didAddSubview") }
    override func tintColorDidChange() { calls.append("tintColorDidChange") }
}

/// A button that rounds itself in draw(_:), as some apps do.
final class SelfRoundingButton: UIButton {
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        layer.cornerRadius = bounds.height / 2
        layer.masksToBounds = true
    }
}

@Suite("UIKit: view callbacks")
@MainActor
struct ViewCallbackTests {
    @Test("moving into and out of a window calls UIKit's hooks in order, on the whole subtree")
    func hierarchyCallbacks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = CallbackView(), child = CallbackView()
        parent.addSubview(child)
        #expect(child.calls == ["willMoveToSuperview view", "didMoveToSuperview"] && parent.calls == ["didAddSubview"])
        window.addSubview(parent)
        #expect(parent.calls.suffix(3) == ["willMoveToWindow window", "didMoveToSuperview", "didMoveToWindow window"])
        #expect(child.calls.last == "didMoveToWindow window")
        parent.removeFromSuperview()
        #expect(parent.calls.suffix(4) == ["willMoveToSuperview nil", "willMoveToWindow nil", "didMoveToSuperview", "didMoveToWindow nil"])
        #expect(child.calls.last == "didMoveToWindow nil")
    }

    @Test("setting a tint tells the view and the views below that inherit it")
    func tintCallbacks() {
        let parent = CallbackView(), inherits = CallbackView(), own = CallbackView()
        own.tintColor = .systemRed
        parent.addSubview(inherits)
        parent.addSubview(own)
        parent.tintColor = .systemGreen
        #expect(parent.calls.last == "tintColorDidChange" && inherits.calls.last == "tintColorDidChange")
        #expect(own.calls.filter { $0 == "tintColorDidChange" }.count == 1)
    }
}
