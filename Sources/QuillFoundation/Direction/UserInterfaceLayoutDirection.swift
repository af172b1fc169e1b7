/// The direction a user interface reads in: which side is leading (UIKit's
/// `UIUserInterfaceLayoutDirection`).
///
/// In a right-to-left interface (Arabic, Hebrew, Persian…) leading is the right edge: leading
/// and trailing constraints, stack views, table cells, navigation bars, text fields and
/// `.natural` text alignment all mirror.
public enum UserInterfaceLayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Leading is the left edge.
    case leftToRight
    /// Leading is the right edge.
    case rightToLeft

    /// Whether leading is the right edge.
    public var isRightToLeft: Bool { self == .rightToLeft }

    /// Reads a direction from a setting such as an environment variable: `rtl`,
    /// `right-to-left`, `rightToLeft` (any case) or `ltr`, `left-to-right`, `leftToRight`;
    /// `nil` for anything else.
    public init?(setting: String) {
        let key = setting.lowercased().filter { $0.isLetter }
        switch key {
        case "rtl", "righttoleft": self = .rightToLeft
        case "ltr", "lefttoright": self = .leftToRight
        default: return nil
        }
    }
}
