import HeadlessGeometry

/// The rest of UIKit's system and semantic colours, with the light and dark
/// values Apple's Human Interface Guidelines list for iOS (default contrast).
/// [Apple's colour guidelines](https://developer.apple.com/design/human-interface-guidelines/color)
extension DynamicColor {
    /// A colour of `light` in the light appearance and `dark` in the dark, as `0xRRGGBB` values.
    private static func pair(_ light: UInt32, _ dark: UInt32, alpha: Double = 1, darkAlpha: Double? = nil) -> DynamicColor {
        DynamicColor(light: Color(hex: light, alpha: alpha), dark: Color(hex: dark, alpha: darkAlpha ?? alpha))
    }

    /// `systemRed`: `#FF3B30` light, `#FF453A` dark.
    public static let systemRed = pair(0xFF3B30, 0xFF453A)
    /// `systemOrange`: `#FF9500` light, `#FF9F0A` dark.
    public static let systemOrange = pair(0xFF9500, 0xFF9F0A)
    /// `systemYellow`: `#FFCC00` light, `#FFD60A` dark.
    public static let systemYellow = pair(0xFFCC00, 0xFFD60A)
    /// `systemMint`: `#00C7BE` light, `#63E6E2` dark.
    public static let systemMint = pair(0x00C7BE, 0x63E6E2)
    /// `systemTeal`: `#30B0C7` light, `#40C8E0` dark.
    public static let systemTeal = pair(0x30B0C7, 0x40C8E0)
    /// `systemCyan`: `#32ADE6` light, `#64D2FF` dark.
    public static let systemCyan = pair(0x32ADE6, 0x64D2FF)
    /// `systemIndigo`: `#5856D6` light, `#5E5CE6` dark.
    public static let systemIndigo = pair(0x5856D6, 0x5E5CE6)
    /// `systemPurple`: `#AF52DE` light, `#BF5AF2` dark.
    public static let systemPurple = pair(0xAF52DE, 0xBF5AF2)
    /// `systemPink`: `#FF2D55` light, `#FF375F` dark.
    public static let systemPink = pair(0xFF2D55, 0xFF375F)
    /// `systemBrown`: `#A2845E` light, `#AC8E68` dark.
    public static let systemBrown = pair(0xA2845E, 0xAC8E68)
    /// `systemGray`: `#8E8E93` in both appearances.
    public static let systemGray = pair(0x8E8E93, 0x8E8E93)
    /// `systemGray2`: `#AEAEB2` light, `#636366` dark.
    public static let systemGray2 = pair(0xAEAEB2, 0x636366)
    /// `systemGray3`: `#C7C7CC` light, `#48484A` dark.
    public static let systemGray3 = pair(0xC7C7CC, 0x48484A)
    /// `systemGray5`: `#E5E5EA` light, `#2C2C2E` dark.
    public static let systemGray5 = pair(0xE5E5EA, 0x2C2C2E)
    /// `systemGray6`: `#F2F2F7` light, `#1C1C1E` dark.
    public static let systemGray6 = pair(0xF2F2F7, 0x1C1C1E)
    /// `quaternaryLabel`: `#3C3C43` at 18 % light, `#EBEBF5` at 16 % dark.
    public static let quaternaryLabel = pair(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16)
    /// `quaternarySystemFill`: `#747480` at 8 % light, `#767680` at 18 % dark.
    public static let quaternarySystemFill = DynamicColor(
        light: Color(hex: 0x747480, alpha: 0.08), dark: Color(hex: 0x767680, alpha: 0.18))
    /// `opaqueSeparator`: `#C6C6C8` light, `#38383A` dark.
    public static let opaqueSeparator = pair(0xC6C6C8, 0x38383A)
    /// `link`: `#007AFF` light, `#0984FF` dark.
    public static let link = pair(0x007AFF, 0x0984FF)
    /// `secondarySystemBackground`: `#F2F2F7` light, `#1C1C1E` dark.
    public static let secondarySystemBackground = pair(0xF2F2F7, 0x1C1C1E)
    /// `tertiarySystemBackground`: white light, `#2C2C2E` dark.
    public static let tertiarySystemBackground = pair(0xFFFFFF, 0x2C2C2E)
    /// `tertiarySystemGroupedBackground`: `#F2F2F7` light, `#2C2C2E` dark.
    public static let tertiarySystemGroupedBackground = pair(0xF2F2F7, 0x2C2C2E)
    /// `lightText`: white at 60 % in both appearances.
    public static let lightText = pair(0xFFFFFF, 0xFFFFFF, alpha: 0.6)
    /// `darkText`: black in both appearances.
    public static let darkText = pair(0x000000, 0x000000)
}
