import HeadlessSnapshot
import Testing
import UIKit

/// Layers turned about x and y with perspective (`m34`), drawn as their
/// plane is seen. Expected corners are worked out by hand from Core
/// Animation's matrices: (x, y, 0) turned by θ about y is (x cos θ, y, −x sin θ),
/// and `m34 = −1/d` divides by w = 1 − z/d.
@Suite("QuartzCore: perspective")
@MainActor
struct PerspectiveTests {
    /// A 300 x 200 white scene with a 200 x 120 red card in the middle.
    private func scene(cardColor: UIColor = .red) -> (scene: UIView, card: UIView) {
        let scene = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        scene.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 50, y: 40, width: 200, height: 120))
        card.backgroundColor = cardColor
        scene.addSubview(card)
        return (scene, card)
    }

    /// The card flip transform: perspective 500 points away, then a turn about y.
    private func flip(_ angle: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        return CATransform3DRotate(t, angle, 0, 1, 0)
    }

    @Test("a card turned a third of a half turn about y is the projected quad")
    func cardFlip() {
        let (scene, card) = scene()
        card.layer.transform = flip(.pi / 3)
        let pixels = hierarchyPixels(of: scene)
        // Left edge (x = −100): w = 0.827, at 150 − 60.5, 72.6 above and below 100.
        // Right edge (x = 100): w = 1.173, at 150 + 42.6, 51.1 above and below.
        #expect(isRed(pixels, 95, 168) && isWhite(pixels, 95, 176))
        #expect(isRed(pixels, 190, 149) && isWhite(pixels, 190, 155))
        #expect(isWhite(pixels, 86, 100) && isRed(pixels, 93, 100))
        #expect(isRed(pixels, 190, 100) && isWhite(pixels, 196, 100))
        // The flat card reached x = 250 and y = 40; turned, it does not.
        #expect(isWhite(pixels, 240, 100) && isWhite(pixels, 190, 45))
    }

    @Test("the transform keeps its perspective when read back and turned again")
    func transformRoundTrip() {
        let layer = CALayer()
        layer.transform.m34 = -1 / 500
        layer.transform = CATransform3DRotate(layer.transform, .pi / 4, 1, 0, 0)
        #expect(layer.transform.m34 != 0)
        #expect(layer.transform == CATransform3DRotate(flip(0), .pi / 4, 1, 0, 0))
        let view = UIView()
        view.transform3D = layer.transform
        #expect(view.layer.transform == layer.transform)
    }

    @Test("half a turn about y shows the back mirrored, or nothing when not double-sided")
    func backFace() {
        let (scene, card) = scene(cardColor: .blue)
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 120))
        left.backgroundColor = .red
        card.addSubview(left)
        card.layer.transform = flip(.pi)
        let back = hierarchyPixels(of: scene)
        #expect(isRed(back, 200, 100) && back.bitmap[100, 100].b == 255)
        card.layer.isDoubleSided = false
        let hidden = hierarchyPixels(of: scene)
        #expect(isWhite(hidden, 200, 100) && isWhite(hidden, 100, 100))
        card.layer.transform = flip(.pi / 4)
        #expect(isRed(hierarchyPixels(of: scene), 100, 100))
    }

    @Test("a superlayer's perspective is what its turned sublayers are seen through")
    func sublayerPerspective() {
        let (scene, card) = scene()
        card.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        // No perspective: the affine part only, the card narrowed, edges as tall.
        let flat = hierarchyPixels(of: scene)
        #expect(isRed(flat, 85, 43) && isRed(flat, 215, 43))
        scene.layer.sublayerTransform.m34 = -1 / 500
        let seen = hierarchyPixels(of: scene)
        // Left edge (x = −100, z = 70.7): w = 0.859, 69.9 above the centre;
        // right edge: w = 1.141, 52.6 above.
        #expect(isRed(seen, 72, 33) && isWhite(seen, 72, 28))
        #expect(isRed(seen, 210, 50) && isWhite(seen, 210, 45))
    }

    @Test("a plane partly behind the eye draws the part in front")
    func behindTheEye() {
        let (scene, card) = scene()
        var t = CATransform3DIdentity
        t.m34 = -1 / 60
        card.layer.transform = CATransform3DRotate(t, 1.2, 0, 1, 0)
        let pixels = hierarchyPixels(of: scene)
        var red = 0
        for y in 0..<200 { for x in 0..<300 where isRed(pixels, x, y) { red += 1 } }
        #expect(red > 100)
    }

    @Test("a card with a label and a shadow in perspective")
    func cardSnapshot() async {
        let (scene, card) = scene(cardColor: .systemIndigo)
        card.layer.cornerRadius = 16
        card.layer.cornerCurve = .continuous
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        let label = UILabel(frame: card.bounds.insetBy(dx: 16, dy: 16))
        label.text = "Boarding pass"
        label.font = .boldSystemFont(ofSize: 22)
        label.textColor = .white
        card.addSubview(label)
        card.layer.transform = flip(-.pi / 5)
        await assertSnapshot(of: scene, named: "perspectiveCard")
    }

    private func isRed(_ image: CGImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.bitmap[x, y]
        return p.r > 250 && p.g < 5 && p.b < 5
    }

    private func isWhite(_ image: CGImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.bitmap[x, y]
        return p.r > 250 && p.g > 250 && p.b > 250
    }
}
