internal import HeadlessGeometry
internal import HeadlessLayers

/// UIKit's named colours: fixed ones, and the system and semantic colours
/// that resolve for light and dark (their values are the engine's `DynamicColor`s).
extension UIColor {
    /// Black, in every appearance.
    public static let black = UIColor(Color(red: 0, green: 0, blue: 0))
    /// Grey of white 1/3, in every appearance.
    public static let darkGray = UIColor(Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3))
    /// Grey of white 2/3, in every appearance.
    public static let lightGray = UIColor(Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3))
    /// White, in every appearance.
    public static let white = UIColor(Color(red: 1, green: 1, blue: 1))
    /// Grey of white 1/2, in every appearance.
    public static let gray = UIColor(Color(red: 0.5, green: 0.5, blue: 0.5))
    /// SRGB red, in every appearance.
    public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
    /// SRGB green, in every appearance.
    public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
    /// SRGB blue, in every appearance.
    public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
    /// Cyan, in every appearance.
    public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1))
    /// Yellow, in every appearance.
    public static let yellow = UIColor(Color(red: 1, green: 1, blue: 0))
    /// Magenta, in every appearance.
    public static let magenta = UIColor(Color(red: 1, green: 0, blue: 1))
    /// Orange (1, 0.5, 0), in every appearance.
    public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
    /// Purple (0.5, 0, 0.5), in every appearance.
    public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))
    /// Brown (0.6, 0.4, 0.2), in every appearance.
    public static let brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))
    /// Transparent black, in every appearance.
    public static let clear = UIColor(Color(red: 0, green: 0, blue: 0, alpha: 0))
    /// UIKit's `systemRed`, light and dark.
    public static let systemRed = UIColor(dynamic: .systemRed)
    /// UIKit's `systemOrange`, light and dark.
    public static let systemOrange = UIColor(dynamic: .systemOrange)
    /// UIKit's `systemYellow`, light and dark.
    public static let systemYellow = UIColor(dynamic: .systemYellow)
    /// UIKit's `systemGreen`, light and dark.
    public static let systemGreen = UIColor(dynamic: .systemGreen)
    /// UIKit's `systemMint`, light and dark.
    public static let systemMint = UIColor(dynamic: .systemMint)
    /// UIKit's `systemTeal`, light and dark.
    public static let systemTeal = UIColor(dynamic: .systemTeal)
    /// UIKit's `systemCyan`, light and dark.
    public static let systemCyan = UIColor(dynamic: .systemCyan)
    /// UIKit's `systemBlue`, light and dark.
    public static let systemBlue = UIColor(dynamic: .systemBlue)
    /// UIKit's `systemIndigo`, light and dark.
    public static let systemIndigo = UIColor(dynamic: .systemIndigo)
    /// UIKit's `systemPurple`, light and dark.
    public static let systemPurple = UIColor(dynamic: .systemPurple)
    /// UIKit's `systemPink`, light and dark.
    public static let systemPink = UIColor(dynamic: .systemPink)
    /// UIKit's `systemBrown`, light and dark.
    public static let systemBrown = UIColor(dynamic: .systemBrown)
    /// UIKit's `systemGray`, light and dark.
    public static let systemGray = UIColor(dynamic: .systemGray)
    /// UIKit's `systemGray2`, light and dark.
    public static let systemGray2 = UIColor(dynamic: .systemGray2)
    /// UIKit's `systemGray3`, light and dark.
    public static let systemGray3 = UIColor(dynamic: .systemGray3)
    /// UIKit's `systemGray4`, light and dark.
    public static let systemGray4 = UIColor(dynamic: .systemGray4)
    /// UIKit's `systemGray5`, light and dark.
    public static let systemGray5 = UIColor(dynamic: .systemGray5)
    /// UIKit's `systemGray6`, light and dark.
    public static let systemGray6 = UIColor(dynamic: .systemGray6)
    /// UIKit's `label`, light and dark.
    public static let label = UIColor(dynamic: .label)
    /// UIKit's `secondaryLabel`, light and dark.
    public static let secondaryLabel = UIColor(dynamic: .secondaryLabel)
    /// UIKit's `tertiaryLabel`, light and dark.
    public static let tertiaryLabel = UIColor(dynamic: .tertiaryLabel)
    /// UIKit's `quaternaryLabel`, light and dark.
    public static let quaternaryLabel = UIColor(dynamic: .quaternaryLabel)
    /// UIKit's `placeholderText`, light and dark.
    public static let placeholderText = UIColor(dynamic: .placeholderText)
    /// UIKit's `link`, light and dark.
    public static let link = UIColor(dynamic: .link)
    /// UIKit's `separator`, light and dark.
    public static let separator = UIColor(dynamic: .separator)
    /// UIKit's `opaqueSeparator`, light and dark.
    public static let opaqueSeparator = UIColor(dynamic: .opaqueSeparator)
    /// UIKit's `systemBackground`, light and dark.
    public static let systemBackground = UIColor(dynamic: .systemBackground)
    /// UIKit's `secondarySystemBackground`, light and dark.
    public static let secondarySystemBackground = UIColor(dynamic: .secondarySystemBackground)
    /// UIKit's `tertiarySystemBackground`, light and dark.
    public static let tertiarySystemBackground = UIColor(dynamic: .tertiarySystemBackground)
    /// UIKit's `systemGroupedBackground`, light and dark.
    public static let systemGroupedBackground = UIColor(dynamic: .systemGroupedBackground)
    /// UIKit's `secondarySystemGroupedBackground`, light and dark.
    public static let secondarySystemGroupedBackground = UIColor(dynamic: .secondarySystemGroupedBackground)
    /// UIKit's `tertiarySystemGroupedBackground`, light and dark.
    public static let tertiarySystemGroupedBackground = UIColor(dynamic: .tertiarySystemGroupedBackground)
    /// UIKit's `systemFill`, light and dark.
    public static let systemFill = UIColor(dynamic: .systemFill)
    /// UIKit's `secondarySystemFill`, light and dark.
    public static let secondarySystemFill = UIColor(dynamic: .secondarySystemFill)
    /// UIKit's `tertiarySystemFill`, light and dark.
    public static let tertiarySystemFill = UIColor(dynamic: .tertiarySystemFill)
    /// UIKit's `quaternarySystemFill`, light and dark.
    public static let quaternarySystemFill = UIColor(dynamic: .quaternarySystemFill)
    /// UIKit's `lightText`, light and dark.
    public static let lightText = UIColor(dynamic: .lightText)
    /// UIKit's `darkText`, light and dark.
    public static let darkText = UIColor(dynamic: .darkText)
}
