import HeadlessGeometry

/// The metrics of tables and their cells, with where each comes from.
/// Where Apple documents no number, the value approximates what iOS 15 to
/// 17 draws and says so.
enum TableMetrics {
    /// The least height of a row under ``TableView/automaticDimension``: the
    /// Human Interface Guidelines' 44 x 44 point minimum hit target, and
    /// UIKit's default row height.
    static let minimumRowHeight = 44.0
    /// The space above and below a standard cell's text: the 11-point top and
    /// bottom margins of UIKit's list cell content configuration (17-point
    /// body text in 11 + 22 + 11 = 44 points).
    static let cellVerticalMargin = 11.0
    /// The least space above and below a cell's image: less than the text's
    /// margins, so Settings' 29-point icons sit in 44-point rows (an approximation of UIKit's list cells).
    static let imageVerticalMargin = 7.0
    /// The leading and trailing margins on an iPhone narrower than 414 points:
    /// UIKit's system minimum layout margins (`systemMinimumLayoutMargins`).
    static let compactMargin = 16.0
    /// The space between a cell's image and its text (an approximation of UIKit's list cells).
    static let imageToTextPadding = 16.0
    /// The space between a subtitle cell's text and detail (an approximation of UIKit's list cells).
    static let subtitleSpacing = 2.0
    /// The space between a value cell's text and detail, and between the content and an accessory
    /// (an approximation of UIKit's list cells).
    static let horizontalSpacing = 8.0
    /// The share of the text width a value2 cell's text column takes (an approximation of UIKit's).
    static let value2ColumnShare = 0.3
    /// The corner radius of an inset-grouped section: UIKit's 10 points (iOS 13 to 18).
    static let insetGroupedCornerRadius = 10.0
    /// The grouped background between two sections, and above the first, when
    /// they have no titles: 35 points, as UIKit's grouped tables show (half
    /// of it is the footer of one section, half the header of the next).
    static let groupedSectionSpacing = 35.0
    /// The space above a grouped header's title (an approximation of iOS 15 to 17).
    static let groupedHeaderTopPadding = 16.0
    /// The space between a grouped header's title and its section (an approximation of iOS 15 to 17).
    static let groupedHeaderBottomPadding = 7.0
    /// The space between a section and its grouped footer's text (an approximation of iOS 15 to 17).
    static let groupedFooterTopPadding = 7.0
    /// The space above and below a plain header's or footer's title (an approximation of iOS 15 to 17).
    static let plainHeaderPadding = 6.0
}
