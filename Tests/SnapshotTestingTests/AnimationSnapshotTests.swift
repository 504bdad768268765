import Foundation
import HeadlessRaster
import SnapshotTesting
import Testing
import UIKit

/// A progress ring as an app writes one: a track and a progress arc from
/// twelve o'clock, the arc's `strokeEnd` animated to fill it.
final class ProgressRing: UIView {
    let track = CAShapeLayer()
    let progress = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        for shape in [track, progress] {
            shape.fillColor = UIColor.clear.cgColor
            shape.lineWidth = 10
            layer.addSublayer(shape)
        }
        track.strokeColor = UIColor.systemGray5.cgColor
        progress.strokeColor = UIColor.systemTeal.cgColor
        progress.lineCap = .round
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 10, startAngle: -.pi / 2,
            endAngle: 1.5 * .pi, clockwise: true)
        for shape in [track, progress] {
            shape.frame = bounds
            shape.path = path.cgPath
        }
    }

    /// Fills the ring over `duration` seconds with `timing`.
    func animateFill(duration: CFTimeInterval, timing: CAMediaTimingFunctionName = .linear) {
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = duration
        fill.timingFunction = CAMediaTimingFunction(name: timing)
        progress.add(fill, forKey: "fill")
    }
}

// Written as a swift-snapshot-testing user would write animation snapshot
// tests, had that library a clock to stop: each moment is the same pixels on every run.
@MainActor
@Suite(.snapshots(record: .missing))
struct AnimationSnapshotTests {
    func ring() -> ProgressRing {
        let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        ring.animateFill(duration: 1, timing: .easeInEaseOut)
        return ring
    }

    @Test func ringAtAQuarterSecond() {
        assertSnapshot(of: ring(), as: .image(at: 0.25))
    }

    @Test func ringStripAtTenFramesPerSecond() throws {
        let ring = ring()
        assertSnapshot(of: ring, as: .frames(through: 1, framesPerSecond: 10))
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/AnimationSnapshotTests/ringStripAtTenFramesPerSecond.1.linux.png")
        let data = try Data(contentsOf: file)
        let sheet = try Bitmap(pngData: data)
        let scale = Int(UIScreen.main.scale)
        #expect(sheet.width == 4 * 80 * scale && sheet.height == 3 * 80 * scale, "11 frames in 4 columns and 3 rows")
        #expect(data.range(of: Data("count=11 columns=4 width=\(80 * scale) height=\(80 * scale) fps=10".utf8)) != nil)
        #expect(ring.progress.animationKeys() == ["fill"], "the clock did not move")
    }

    @Test func ringAsAnAnimatedPNG() throws {
        assertSnapshot(of: ring(), as: .animatedPNG(through: 1, framesPerSecond: 10))
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/AnimationSnapshotTests")
        let apng = try Data(contentsOf: folder.appendingPathComponent("ringAsAnAnimatedPNG.1.linux.png"))
        let frames = try AnimatedPNG.frames(of: apng)
        let delays = try AnimatedPNG.delays(of: apng)
        #expect(frames.count == 11 && delays.allSatisfy { abs($0 - 0.1) < 1e-9 })
        let sheet = try Bitmap(pngData: Data(contentsOf: folder.appendingPathComponent("ringStripAtTenFramesPerSecond.1.linux.png")))
        let scale = Int(UIScreen.main.scale)
        for (index, frame) in frames.enumerated() {
            let cell = sheet.cropped(x: (index % 4) * 80 * scale, y: (index / 4) * 80 * scale, width: 80 * scale, height: 80 * scale)
            #expect(cell == frame, "frame \(index + 1) is the sheet's")
        }
    }

    @Test func aChangedAnimationNamesTheFramesThatDiffer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strip-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let eased = ring()
        _ = verifySnapshot(of: eased as UIView, as: .frames(through: 1, framesPerSecond: 10), named: "fill", record: true, snapshotDirectory: folder)
        let linear = ProgressRing(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        linear.animateFill(duration: 1, timing: .linear)
        let message = try #require(
            verifySnapshot(
                of: linear as UIView, as: .frames(through: 1, framesPerSecond: 10), named: "fill", record: false, snapshotDirectory: folder))
        #expect(message.contains("Frames that differ, of 11: 2 (0.1 s), 3 (0.2 s)"), "\(message)")
        #expect(!message.contains(" 1 (0 s)") && !message.contains("11 (1 s)"), "the same at the start and the end")
        _ = verifySnapshot(
            of: eased as UIView, as: .animatedPNG(through: 1, framesPerSecond: 10), named: "apng", record: true, snapshotDirectory: folder)
        let apng = try #require(
            verifySnapshot(
                of: linear as UIView, as: .animatedPNG(through: 1, framesPerSecond: 10), named: "apng", record: false, snapshotDirectory: folder))
        #expect(apng.contains("Frames that differ, of 11: 2 (0.1 s), 3 (0.2 s)"), "\(apng)")
    }

    @Test(
        "bad input fails the assertion with what is wrong",
        arguments: [
            ("a key path no layer has", "not an animatable property"), ("no frames per second", "0 frames per second"),
            ("a range that ends before it starts", "ends (0.0 s) before it starts (1.0 s)"),
            ("too many frames", "exceed the 600"), ("a NaN moment", "must be a finite number"),
        ])
    func badInput(_ name: String, _ expected: String) throws {
        let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let strategy: Snapshotting<UIView, UIImage>
        switch name {
        case "a key path no layer has":
            let fill = CABasicAnimation(keyPath: "strokeEndd")
            (fill.toValue, fill.duration) = (1, 1)
            ring.progress.add(fill, forKey: "fill")
            strategy = .image(at: 0.5)
        case "no frames per second": strategy = .frames(through: 1, framesPerSecond: 0)
        case "a range that ends before it starts": strategy = .frames(from: 1, through: 0, framesPerSecond: 10)
        case "too many frames": strategy = .frames(through: .greatestFiniteMagnitude / 1e300, framesPerSecond: 1000)
        default: strategy = .image(at: .nan)
        }
        let message = try #require(verifySnapshot(of: ring as UIView, as: strategy, named: "bad", record: false))
        #expect(message.contains(expected), "\(message)")
    }
}
