/// The fixtures of the attribute rule: UIKit view code with Objective-C
/// and Interface Builder attributes, and what `snapshot port` makes of it.
extension PortFixtures {
    /// A view with Interface Builder and Objective-C attributes and `dynamic`
    /// modifiers (some on lines of their own, one among other attributes, one
    /// before a comment), and a property named `dynamic`.
    static let profileHeader = ##"""
        import UIKit

        /// The header of a profile screen: avatar, name and a follow button.
        @IBDesignable
        final class ProfileHeaderView: UIView {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet private weak var avatarView: UIImageView!
            @IBInspectable var avatarCornerRadius: CGFloat = 24 {
                didSet { avatarView.layer.cornerRadius = avatarCornerRadius }
            }
            @objc dynamic var followerCount = 0
            @objc(isFollowing) public var following = false
            @objc
            dynamic private(set) var followedAt: Date?
            let dynamic = "a property named dynamic"

            /// Called by the follow button.
            @objc // through #selector(followTapped)
            private func followTapped() {
                following.toggle()
            }

            @objc @MainActor
            @IBAction func avatarTapped(_ sender: UITapGestureRecognizer) {}

            @nonobjc override dynamic func layoutSubviews() { super.layoutSubviews() }
        }
        """##

    /// ``profileHeader`` after `snapshot port`.
    static let profileHeaderPorted = ##"""
        import UIKit

        /// The header of a profile screen: avatar, name and a follow button.
        #if canImport(ObjectiveC)
        @IBDesignable
        #endif
        final class ProfileHeaderView: UIView {
            #if canImport(ObjectiveC)
            @IBOutlet
            #endif
            weak var nameLabel: UILabel!
            #if canImport(ObjectiveC)
            @IBOutlet
            #endif
            private weak var avatarView: UIImageView!
            #if canImport(ObjectiveC)
            @IBInspectable
            #endif
            var avatarCornerRadius: CGFloat = 24 {
                didSet { avatarView.layer.cornerRadius = avatarCornerRadius }
            }
            #if canImport(ObjectiveC)
            @objc dynamic var followerCount = 0
            #else
            var followerCount = 0
            #endif
            #if canImport(ObjectiveC)
            @objc(isFollowing)
            #endif
            public var following = false
            #if canImport(ObjectiveC)
            @objc
            dynamic private(set) var followedAt: Date?
            #else
            private(set) var followedAt: Date?
            #endif
            let dynamic = "a property named dynamic"

            /// Called by the follow button.
            #if canImport(ObjectiveC)
            @objc
            #endif
            // through #selector(followTapped)
            private func followTapped() {
                following.toggle()
            }

            #if canImport(ObjectiveC)
            @objc
            @IBAction
            #endif
            @MainActor
            func avatarTapped(_ sender: UITapGestureRecognizer) {}

            #if canImport(ObjectiveC)
            @nonobjc override dynamic func layoutSubviews() { super.layoutSubviews() }
            #else
            override func layoutSubviews() { super.layoutSubviews() }
            #endif
        }
        """##

    /// ``profileHeaderPorted`` as a compiler without the Objective-C runtime
    /// reads it: ``profileHeader`` with the attributes and modifiers removed.
    static let profileHeaderOnLinux = ##"""
        import UIKit

        /// The header of a profile screen: avatar, name and a follow button.
        final class ProfileHeaderView: UIView {
            weak var nameLabel: UILabel!
            private weak var avatarView: UIImageView!
            var avatarCornerRadius: CGFloat = 24 {
                didSet { avatarView.layer.cornerRadius = avatarCornerRadius }
            }
            var followerCount = 0
            public var following = false
            private(set) var followedAt: Date?
            let dynamic = "a property named dynamic"

            /// Called by the follow button.
            // through #selector(followTapped)
            private func followTapped() {
                following.toggle()
            }

            @MainActor
            func avatarTapped(_ sender: UITapGestureRecognizer) {}

            override func layoutSubviews() { super.layoutSubviews() }
        }
        """##

    /// A view whose Objective-C attributes cannot be fenced on lines of their
    /// own: `dynamic` declarations over several lines, and declarations that
    /// share their line with other code.
    static let badgeView = ##"""
        import UIKit

        /// A badge whose Objective-C declarations need fencing by hand.
        final class BadgeView: UIView {
            @objc dynamic var count = 0 {
                didSet { setNeedsLayout() }
            }
            @objc dynamic var title =
                "New"
            final class Dot: UIView { @objc func pulse() {} }
            var isShown = true; @IBInspectable var tint: UIColor = .red
        }
        """##
}
