import HeadlessLayers
import HeadlessRaster
import UIKit

/// The `animated-still` and `animated-moment` scenes: a screen of 20 rows
/// whose icons fade and slide and whose rings fill, each row animating
/// for ever (so a still snapshot has nothing to finish), laid out and drawn
/// at 3x each frame: still (the model values), or 0.3 s into the animations
/// (every animated property evaluated and put back each frame). Their ratio
/// is what drawing a moment of an animation costs (#39: at most a still snapshot's).
@MainActor
struct AnimationBench {
    /// Whether each frame is drawn at a moment of the animations.
    let atMoment: Bool

    func prepared() throws -> BenchScene.Prepared {
        let screen = Self.animatedScreen()
        let draw = { () throws -> Bitmap in
            if atMoment {
                return try AnimationStage.during(0.3) { () throws(RenderError) in try screen.backing.drawHierarchy(device: .iPhone15) }
            }
            return try screen.backing.drawHierarchy(device: .iPhone15)
        }
        var last = try draw()
        return BenchScene.Prepared(
            frame: { if let image = try? draw() { last = image } },
            image: { last },
            extraFields: { [("rows", "\(FaceBench.rows)"), ("animations", "\(FaceBench.rows * 3)")] })
    }

    /// The screen, its animations added.
    static func animatedScreen() -> UIView {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        screen.backgroundColor = .systemGroupedBackground
        for row in 0..<FaceBench.rows {
            let y = 8 + CGFloat(row) * 40
            let (icon, title) = FaceBench.uikitIconAndTitle(row: row)
            let ring = CAShapeLayer()
            ring.frame = CGRect(x: 340, y: y + 4, width: 28, height: 28)
            ring.path = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 24, height: 24)).cgPath
            (ring.fillColor, ring.strokeColor, ring.lineWidth) = (nil, UIColor.systemGreen.cgColor, 4)
            for view in [icon, title] { screen.addSubview(view) }
            screen.layer.addSublayer(ring)
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) {
                icon.alpha = 0.3
                icon.frame.origin.x = 24
            }
            let fill = CABasicAnimation(keyPath: "strokeEnd")
            (fill.fromValue, fill.toValue, fill.duration, fill.repeatCount) = (0, 1, 1, .infinity)
            ring.add(fill, forKey: "fill")
        }
        return screen
    }
}
