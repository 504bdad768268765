import HeadlessGeometry

/// The system colours the standard controls draw with, with the light and
/// dark values UIKit documents for the `UIColor` of the same name.
extension DynamicColor {
    /// `systemGreen`: `#34C759` light, `#30D158` dark (a switch that is on).
    public static let systemGreen = DynamicColor(light: Color(hex: 0x34C759), dark: Color(hex: 0x30D158))
    /// `systemFill`: `#787880` at 20 % light, 36 % dark (slider and progress tracks).
    public static let systemFill = DynamicColor(
        light: Color(hex: 0x787880, alpha: 0.2),
        dark: Color(hex: 0x787880, alpha: 0.36))
    /// `secondarySystemFill`: `#787880` at 16 % light, 32 % dark (a switch that is off).
    public static let secondarySystemFill = DynamicColor(
        light: Color(hex: 0x787880, alpha: 0.16),
        dark: Color(hex: 0x787880, alpha: 0.32))
    /// `tertiarySystemFill`: `#767680` at 12 % light, 24 % dark (a segmented control's background).
    public static let tertiarySystemFill = DynamicColor(
        light: Color(hex: 0x767680, alpha: 0.12),
        dark: Color(hex: 0x767680, alpha: 0.24))
    /// `tertiaryLabel`: `#3C3C43` at 30 % light, `#EBEBF5` at 30 % dark (a text field's clear button).
    public static let tertiaryLabel = DynamicColor(
        light: Color(hex: 0x3C3C43, alpha: 0.3),
        dark: Color(hex: 0xEBEBF5, alpha: 0.3))
    /// `placeholderText`: `#3C3C43` at 30 % light, `#EBEBF5` at 30 % dark.
    public static let placeholderText = DynamicColor(
        light: Color(hex: 0x3C3C43, alpha: 0.3),
        dark: Color(hex: 0xEBEBF5, alpha: 0.3))
    /// `separator`: `#3C3C43` at 29 % light, `#545458` at 60 % dark (segment separators, text field borders).
    public static let separator = DynamicColor(
        light: Color(hex: 0x3C3C43, alpha: 0.29),
        dark: Color(hex: 0x545458, alpha: 0.6))
    /// `secondarySystemGroupedBackground`: white light, `#1C1C1E` dark (a rounded text field's fill).
    public static let secondarySystemGroupedBackground = DynamicColor(light: .white, dark: Color(hex: 0x1C1C1E))
    /// `systemGray4`: `#D1D1D6` light, `#3A3A3C` dark (a selected table cell's background).
    public static let systemGray4 = DynamicColor(light: Color(hex: 0xD1D1D6), dark: Color(hex: 0x3A3A3C))
}
