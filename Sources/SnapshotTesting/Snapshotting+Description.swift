import Foundation
import UIKit

extension Snapshotting where Value == UIView, Format == String {
    /// A view tree as text, one view a line, in the shape of UIKit's
    /// `recursiveDescription` (`<UILabel; frame = (16 20; 343 21); text = 'Hi'; layer = <CALayer>>`,
    /// subviews indented by `   | `), without addresses.
    public static var recursiveDescription: Snapshotting { recursiveDescription() }

    /// A view tree as text, laid out at `size` (its own when nil); `traits` are kept for source compatibility.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting<UIView, String> {
        var strategy = SimplySnapshotting<String>.lines.pullback { (view: UIView) in
            let shared = Snapshot(view)
            return MainActor.assumeIsolated {
                if let size { shared.value.frame.size = size }
                shared.value.layoutIfNeeded()
                return ViewDescription.tree(shared.value)
            }
        }
        strategy.requiresMainThread = true
        return strategy
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// A view controller's view tree as text (see `Snapshotting<UIView, String>.recursiveDescription`),
    /// shown full screen on the default device.
    public static var recursiveDescription: Snapshotting { recursiveDescription() }

    /// A view controller's view tree as text, shown full screen on `config`'s device.
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting<UIViewController, String> {
        var strategy = SimplySnapshotting<String>.lines.pullback { (controller: UIViewController) in
            let shared = Snapshot(controller)
            return MainActor.assumeIsolated {
                let merged = UITraitCollection(traitsFrom: [config.traits, traits])
                let screen = size ?? config.size ?? UIScreen.main.bounds.size
                _ = UIWindow.hosting(shared.value, on: .snapshot(size: screen, safeArea: config.safeArea, traits: merged), traits: merged.specified)
                return ViewDescription.tree(shared.value.view)
            }
        }
        strategy.requiresMainThread = true
        return strategy
    }

    /// A view controller and its children as text, in the shape of UIKit's
    /// `_printHierarchy` (`<ProfileViewController>, state: appeared, view: <UIView>`),
    /// shown full screen on the default device.
    public static var hierarchy: Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (controller: UIViewController) in
            let shared = Snapshot(controller)
            return MainActor.assumeIsolated {
                let window = UIWindow.hosting(shared.value, on: .snapshot(size: UIScreen.main.bounds.size, safeArea: .zero, traits: .init()))
                return ViewDescription.hierarchy(shared.value, window: window)
            }
        }
        strategy.requiresMainThread = true
        return strategy
    }
}

/// The text forms of view trees and controller hierarchies.
@MainActor
enum ViewDescription {
    /// `view` and its subviews, one a line, each level indented by `   | `.
    static func tree(_ view: UIView) -> String {
        var lines: [String] = []
        var pending: [(view: UIView, depth: Int)] = [(view, 0)]
        while let (view, depth) = pending.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + line(view))
            pending += view.subviews.reversed().map { ($0, depth + 1) }
        }
        return lines.joined(separator: "\n")
    }

    /// One view: its class, frame, what else sets it apart, and its layer's class.
    private static func line(_ view: UIView) -> String {
        let f = view.frame
        var parts = ["\(type(of: view))", "frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))"]
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha < 1 { parts.append("alpha = \(number(view.alpha))") }
        if let label = view as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        parts.append("layer = <\(type(of: view.layer))>")
        return "<" + parts.joined(separator: "; ") + ">"
    }

    /// `controller` and its children, one a line, each level indented by `   | `.
    static func hierarchy(_ controller: UIViewController, window: UIWindow) -> String {
        var lines: [String] = []
        var pending: [(controller: UIViewController, depth: Int)] = [(controller, 0)]
        while let (controller, depth) = pending.popLast() {
            let view = controller.isViewLoaded ? "<\(type(of: controller.view!))>" : "(view not loaded)"
            let state = controller.isViewLoaded && controller.view.window === window ? "appeared" : "disappeared"
            lines.append(String(repeating: "   | ", count: depth) + "<\(type(of: controller))>, state: \(state), view: \(view)")
            pending += controller.children.reversed().map { ($0, depth + 1) }
        }
        return lines.joined(separator: "\n")
    }

    /// A number as UIKit's descriptions write it: no decimals when whole,
    /// else up to six significant digits; rounded to thousandths first, so
    /// layout's rounding noise (1e-14) does not show.
    private static func number(_ value: CGFloat) -> String {
        let value = (Double(value) * 1000).rounded() / 1000
        return value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
    }
}
