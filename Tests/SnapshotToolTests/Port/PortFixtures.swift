/// UIKit view code written for these tests, as an iOS team would have it,
/// and what `snapshot port` makes of it: here the statements it fences and
/// the files it leaves alone; the attributes in PortAttributeFixtures.swift.
enum PortFixtures {
    /// A view with target/action, notifications, key-value coding, a key path and associated objects, some over several lines; `setValue(_:animated:)` is not key-value coding.
    static let checkoutBar = ##"""
        import UIKit

        private enum BadgeKey {
            nonisolated(unsafe) static var text: UInt8 = 0
        }

        /// The bar under a basket: the total and a pay button.
        final class CheckoutBar: UIView {
            private let payButton = UIButton(type: .system)
            private let tipSlider = UISlider()

            override init(frame: CGRect) {
                super.init(frame: frame)
                payButton.addTarget(self, action: #selector(payTapped), for: .touchUpInside)
                NotificationCenter.default.addObserver(
                    self,
                    selector: #selector(keyboardWillShow(_:)),
                    name: UIResponder.keyboardWillShowNotification,
                    object: nil)
                tipSlider.setValue(0.1, animated: false)
                layer.setValue(true, forKey: "continuousCorners")
                if let title = payButton
                    .value(forKey: "title") as? String {
                    accessibilityLabel = title
                }
                layer.add(CABasicAnimation(keyPath: #keyPath(CALayer.cornerRadius)), forKey: "corners")
                UIView.animate(withDuration: 0.25) { self.layer.setValue(1, forKey: "opacity") }
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            var badge: String? {
                get { objc_getAssociatedObject(self, &BadgeKey.text) as? String }
                set { objc_setAssociatedObject(self, &BadgeKey.text, newValue, .OBJC_ASSOCIATION_COPY) }
            }

            func payTapped() {}

            func keyboardWillShow(_ notification: Notification) {}
        }

        """##

    /// ``checkoutBar`` after `snapshot port`.
    static let checkoutBarPorted = ##"""
        import UIKit

        private enum BadgeKey {
            nonisolated(unsafe) static var text: UInt8 = 0
        }

        /// The bar under a basket: the total and a pay button.
        final class CheckoutBar: UIView {
            private let payButton = UIButton(type: .system)
            private let tipSlider = UISlider()

            override init(frame: CGRect) {
                super.init(frame: frame)
                #if canImport(ObjectiveC)
                payButton.addTarget(self, action: #selector(payTapped), for: .touchUpInside)
                #endif
                #if canImport(ObjectiveC)
                NotificationCenter.default.addObserver(
                    self,
                    selector: #selector(keyboardWillShow(_:)),
                    name: UIResponder.keyboardWillShowNotification,
                    object: nil)
                #endif
                tipSlider.setValue(0.1, animated: false)
                #if canImport(ObjectiveC)
                layer.setValue(true, forKey: "continuousCorners")
                #endif
                #if canImport(ObjectiveC)
                if let title = payButton
                    .value(forKey: "title") as? String {
                    accessibilityLabel = title
                }
                #endif
                #if canImport(ObjectiveC)
                layer.add(CABasicAnimation(keyPath: #keyPath(CALayer.cornerRadius)), forKey: "corners")
                #endif
                #if canImport(ObjectiveC)
                UIView.animate(withDuration: 0.25) { self.layer.setValue(1, forKey: "opacity") }
                #endif
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            #if canImport(ObjectiveC)
            var badge: String? {
                get { objc_getAssociatedObject(self, &BadgeKey.text) as? String }
                set { objc_setAssociatedObject(self, &BadgeKey.text, newValue, .OBJC_ASSOCIATION_COPY) }
            }
            #endif

            func payTapped() {}

            func keyboardWillShow(_ notification: Notification) {}
        }

        """##

    /// A view whose comments and string literals (plain, raw, multi-line, interpolated) mention the runtime features without using them.
    static let helpView = ##"""
        import UIKit

        /// Help text that mentions, but does not use, `@objc` and `#selector(close)`.
        final class HelpView: UIView {
            // @objc dynamic var legacyCount = 0
            /* closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
               /* nested: layer.setValue(1, forKey: "opacity") */ still a comment: @IBAction */
            private let hint = "Tap \"@objc\" or #selector(close) to learn more"
            private let raw = #"Raw "@IBOutlet" and #keyPath(UIView.frame) \#(1)"#
            private let body = """
                @IBOutlet weak var label: UILabel!
                layer.value(forKey: "opacity") \(String("#selector(close)"))
                objc_setAssociatedObject(self, &key, nil, .OBJC_ASSOCIATION_RETAIN)
                """
        }

        """##

    /// A view with code already fenced by hand, and a `#selector` after a `case` label on its line.
    static let themeSwitcher = ##"""
        import UIKit

        /// Switches between the plain and the prominent look of a button.
        final class ThemeSwitcher: UIView {
            private let button = UIButton(type: .system)

            #if canImport(ObjectiveC)
                @objc dynamic var themeName = "plain"
                private let themeKey = #keyPath(ThemeSwitcher.themeName)
            #endif

            func apply(prominent: Bool) {
                switch prominent {
                case false: button.removeTarget(self, action: #selector(toggle), for: .touchUpInside)
                case true:
                    button.addTarget(self, action: #selector(toggle), for: .touchUpInside)
                }
            }

            func toggle() {}
        }

        """##

    /// ``themeSwitcher`` after `snapshot port`: the `case` line is left as it was.
    static let themeSwitcherPorted = ##"""
        import UIKit

        /// Switches between the plain and the prominent look of a button.
        final class ThemeSwitcher: UIView {
            private let button = UIButton(type: .system)

            #if canImport(ObjectiveC)
                @objc dynamic var themeName = "plain"
                private let themeKey = #keyPath(ThemeSwitcher.themeName)
            #endif

            func apply(prominent: Bool) {
                switch prominent {
                case false: button.removeTarget(self, action: #selector(toggle), for: .touchUpInside)
                case true:
                    #if canImport(ObjectiveC)
                    button.addTarget(self, action: #selector(toggle), for: .touchUpInside)
                    #endif
                }
            }

            func toggle() {}
        }

        """##
}
