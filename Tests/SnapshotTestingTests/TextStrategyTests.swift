import Foundation
import SnapshotTesting
import Testing
import UIKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The text strategies' output, checked against what the library writes.
@MainActor
@Suite struct TextStrategyTests {
    /// The snapshot `strategy` takes of `value`.
    private func text<Value>(_ value: Value, _ strategy: Snapshotting<Value, String>) -> String? {
        var taken: String?
        strategy.snapshot(value).run { taken = $0 }
        return taken
    }

    private var request: URLRequest {
        var request = URLRequest(url: URL(string: "https://example.com/api?b=2&a=1")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("token=1", forHTTPHeaderField: "Cookie")
        request.httpBody = Data(#"{"b":1,"a":"x"}"#.utf8)
        return request
    }

    @Test("a request as raw text and as a curl command")
    func requests() throws {
        #expect(
            text(request, .raw)
                == "POST https://example.com/api?a=1&b=2\nContent-Type: application/json\nCookie: token=1\n\n{\"b\":1,\"a\":\"x\"}")
        let pretty = try #require(text(request, .raw(pretty: true)))
        #expect(pretty.hasSuffix("\n\n{\n  \"a\" : \"x\",\n  \"b\" : 1\n}"))
        #expect(
            text(request, .curl)
                == "curl \\\n\t--request POST \\\n\t--header \"Content-Type: application/json\" \\\n\t--data \"{\\\"b\\\":1,\\\"a\\\":\\\"x\\\"}\" \\\n\t--cookie \"token=1\" \\\n\t\"https://example.com/api?a=1&b=2\""
        )
        #expect(text(URLRequest(url: URL(string: "https://example.com")!), .curl) == "curl \\\n\t\"https://example.com\"")
    }

    @Test("a path's elements, a blank line before each sub-path after the first")
    func pathElements() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 5))
        path.move(to: CGPoint(x: 1.25, y: 2))
        path.addQuadCurve(to: CGPoint(x: 3, y: 4), control: CGPoint(x: 2, y: 1.0 / 3))
        #expect(
            text(path, .elementsDescription)
                == "MoveTo (0.0, 0.0)\nLineTo (10.0, 0.0)\nLineTo (10.0, 5.0)\nLineTo (0.0, 5.0)\nClose\n\nMoveTo (1.25, 2.0)\nQuadCurveTo (2.0, 0.333) (3.0, 4.0)\n"
        )
    }

    enum Direction: CaseIterable { case north, south }

    @Test("a function of every case, as CSV")
    func function() {
        let strategy = Snapshotting<Direction, String>.func(into: Snapshotting<String, String>.description)
        #expect(text({ (direction: Direction) in "\(direction)".uppercased() }, strategy) == "\"north\",\"NORTH\"\n\"south\",\"SOUTH\"")
        #expect(strategy.pathExtension == "csv")
    }

    @Test("a view tree in the shape of recursiveDescription, a controller hierarchy in the shape of _printHierarchy")
    func descriptions() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let label = UILabel(frame: CGRect(x: 10, y: 10.5, width: 80, height: 20))
        label.text = "Hi"
        label.alpha = 0.5
        view.addSubview(label)
        #expect(
            text(view, .recursiveDescription)
                == "<UIView; frame = (0 0; 100 50); layer = <CALayer>>\n   | <UILabel; frame = (10 10.5; 80 20); alpha = 0.5; text = 'Hi'; layer = <\(type(of: label.layer))>>"
        )
        let container = UIViewController()
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(
            text(container, .hierarchy)
                == "<UIViewController>, state: appeared, view: <UIView>\n   | <UIViewController>, state: appeared, view: <UIView>")
    }

    @Test("a path filled on an image of its bounds")
    func pathImage() throws {
        var image: UIImage?
        Snapshotting<UIBezierPath, UIImage>.image(scale: 2).snapshot(UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 20, height: 10)))
            .run { image = $0 }
        let drawn = try #require(image?.cgImage)
        #expect(drawn.width == 40 && drawn.height == 20)
        #expect(drawn.bitmap[20, 10].a == 255 && drawn.bitmap[1, 1].a == 0)
    }
}
