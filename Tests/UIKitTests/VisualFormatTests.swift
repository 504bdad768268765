import HeadlessSnapshot
import Testing
import UIKit

/// Constraints from visual format strings, laid out in a superview of a known size.
@Suite("UIKit: the visual format language")
@MainActor
struct VisualFormatTests {
    /// A superview of `width` × `height` with views named `names`, each without autoresizing constraints.
    private func container(
        width: CGFloat = 320, height: CGFloat = 200, _ names: String...
    ) -> (UIView, [String: UIView]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        var views: [String: UIView] = [:]
        for name in names {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views[name] = view
        }
        return (container, views)
    }

    /// Activates the constraints of each format.
    private func activate(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: UIView]
    ) {
        for format in formats {
            let constraints = NSLayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: views)
            #expect(!constraints.isEmpty, "\(format)")
            NSLayoutConstraint.activate(constraints)
        }
    }

    @Test("H:|-[a]-[b(==a)]-| shares the width left by standard spaces: 20 at the edges, 8 between")
    func equalWidths() throws {
        let (superview, views) = container("a", "b")
        activate(["H:|-[a]-[b(==a)]-|"], options: [.alignAllTop, .alignAllBottom], views: views)
        activate(["V:|-20-[a(44)]"], views: views)
        superview.layoutIfNeeded()
        // 20 + w + 8 + w + 20 = 320, so w = 136.
        #expect(try #require(views["a"]).frame == CGRect(x: 20, y: 20, width: 136, height: 44))
        #expect(try #require(views["b"]).frame == CGRect(x: 164, y: 20, width: 136, height: 44))
    }

    @Test("V:|-20-[a(44)] pins the top 20 points down and makes the view 44 tall")
    func verticalConstant() throws {
        let (superview, views) = container("a")
        activate(["V:|-20-[a(44)]", "H:|[a]|"], views: views)
        superview.layoutIfNeeded()
        #expect(try #require(views["a"]).frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[a(44)]", metrics: nil, views: views)
        #expect(constraints.count == 2 && constraints.allSatisfy { !$0.isActive })
    }

    @Test("H:|[a(>=50@750)]| fills the superview, the optional minimum width kept at 750")
    func priorities() throws {
        let (superview, views) = container("a")
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(>=50@750)]|", metrics: nil, views: views)
        let width = try #require(constraints.first { $0.firstAttribute == .width })
        #expect(width.relation == .greaterThanOrEqual && width.constant == 50 && width.priority == .defaultHigh)
        #expect(width.secondItem == nil)
        NSLayoutConstraint.activate(constraints)
        activate(["V:|[a(10)]"], views: views)
        superview.layoutIfNeeded()
        #expect(try #require(views["a"]).frame == CGRect(x: 0, y: 0, width: 320, height: 10))
    }

    @Test("a required edge beats an optional width: H:|-[a(==50@750)]-| is 280 wide")
    func optionalWidthLoses() throws {
        let (superview, views) = container("a")
        activate(["H:|-[a(==50@750)]-|", "V:|[a(10)]"], views: views)
        superview.layoutIfNeeded()
        #expect(try #require(views["a"]).frame == CGRect(x: 20, y: 0, width: 280, height: 10))
    }

    @Test("metrics give spaces, sizes and priorities; flush views touch")
    func metrics() throws {
        let (superview, views) = container("a", "b")
        let metrics: [String: Any] = ["pad": 16, "side": 40.0, "low": Float(250)]
        activate(
            ["H:|-pad-[a(side)][b]-(pad@low,>=4)-|", "V:|-pad-[a(side)]"], options: [], metrics: metrics, views: views)
        activate(["V:|-pad-[b(side)]"], metrics: metrics, views: views)
        superview.layoutIfNeeded()
        #expect(try #require(views["a"]).frame == CGRect(x: 16, y: 16, width: 40, height: 40))
        // b runs from a's trailing edge to 16 before the superview's (the optional space holds too).
        #expect(try #require(views["b"]).frame == CGRect(x: 56, y: 16, width: 248, height: 40))
    }

    @Test("alignAllCenterX centres each view of a vertical format on its neighbour")
    func alignment() throws {
        let (superview, views) = container("a", "b")
        activate(["V:|-[a(30)]-[b(40)]"], options: .alignAllCenterX, views: views)
        activate(["H:|-40-[a(100)]", "H:[b(60)]"], views: views)
        superview.layoutIfNeeded()
        #expect(try #require(views["a"]).frame == CGRect(x: 40, y: 20, width: 100, height: 30))
        // Centred at x = 90; 20 + 30 + 8 down.
        #expect(try #require(views["b"]).frame == CGRect(x: 60, y: 58, width: 60, height: 40))
    }

    @Test("directionRightToLeft runs a horizontal format from the right edge")
    func rightToLeft() throws {
        let (superview, views) = container(width: 200, "a", "b")
        activate(["H:|-10-[a(50)]-[b(30)]"], options: [.directionRightToLeft, .alignAllTop], views: views)
        activate(["V:|[a(10)]", "V:[b(10)]"], views: views)
        superview.layoutIfNeeded()
        #expect(try #require(views["a"]).frame == CGRect(x: 140, y: 0, width: 50, height: 10))
        #expect(try #require(views["b"]).frame == CGRect(x: 102, y: 0, width: 30, height: 10))
    }

    @Test("the options have Apple's raw values")
    func rawValues() {
        #expect(NSLayoutConstraint.FormatOptions.alignAllLeft.rawValue == 2)
        #expect(NSLayoutConstraint.FormatOptions.alignAllCenterY.rawValue == 1024)
        #expect(NSLayoutConstraint.FormatOptions.alignAllFirstBaseline.rawValue == 4096)
        #expect(NSLayoutConstraint.FormatOptions.alignAllBaseline == .alignAllLastBaseline)
        #expect(NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue == 0x20000)
        #expect(NSLayoutConstraint.FormatOptions.spacingBaselineToBaseline.rawValue == 0x80000)
        #expect(NSLayoutConstraint.FormatOptions.directionLeadingToTrailing.rawValue == 0)
    }

    @Test(
        "bad formats give no constraints and do not crash",
        arguments: [
            "", "garbage", "H:|-[nobody]-|", "H:|-gap-[a]", "H:|-[a(width)]", "H:|-[a", "H:|-[a(50]-|", "H:|-(>=8-[a]",
            "H:[a]-[label]", "H:|-[a]-[b]-|-", "V:|-[a(>=0@2000)]", "H:[a]]", "X:[a]", "H:|-[a]-8",
        ])
    func badFormats(format: String) {
        let (superview, views) = container("a", "b")
        var mixed: [String: Any] = views
        mixed["label"] = "not a view"
        #expect(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: ["m": 8], views: mixed).isEmpty)
        #expect(superview.subviews.count == 2)
    }

    @Test("| needs a superview, and alignment must cross the format's axis")
    func misuse() {
        let lonely = UIView()
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", metrics: nil, views: ["a": lonely]).isEmpty)
        let (_, views) = container("a", "b")
        #expect(
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a][b]", options: .alignAllLeft, metrics: nil, views: views)
                .isEmpty)
        #expect(
            NSLayoutConstraint.constraints(withVisualFormat: "H:[a][b]", options: .alignAllTop, metrics: nil, views: views).count
                == 2)
    }
}
