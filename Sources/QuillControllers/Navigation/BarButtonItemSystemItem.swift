import QuillGraphics

/// The standard bar button items (UIKit's `UIBarButtonItem.SystemItem`): each has its title or
/// symbol; the two spaces take room in a toolbar instead of showing a button.
public enum BarButtonItemSystemItem: String, Hashable, Sendable, CaseIterable {
    /// "Done", bold.
    case done
    /// "Cancel".
    case cancel
    /// "Edit".
    case edit
    /// "Save", bold.
    case save
    /// A plus sign.
    case add
    /// Room that grows to push the items after it to the end of a toolbar.
    case flexibleSpace
    /// Room of the item's `width`.
    case fixedSpace
    /// "Compose".
    case compose
    /// "Reply".
    case reply
    /// "Share" (UIKit's action item).
    case action
    /// "Organize".
    case organize
    /// "Bookmarks".
    case bookmarks
    /// A magnifying glass.
    case search
    /// "Refresh".
    case refresh
    /// A cross.
    case stop
    /// "Camera".
    case camera
    /// "Delete" (UIKit's trash item).
    case trash
    /// "Play".
    case play
    /// "Pause".
    case pause
    /// "Rewind".
    case rewind
    /// "Forward".
    case fastForward
    /// "Undo".
    case undo
    /// "Redo".
    case redo
    /// "Page" (UIKit's page curl).
    case pageCurl
    /// "Close".
    case close

    /// The item's title, or `nil` where it shows a symbol or nothing.
    var title: String? {
        switch self {
        case .add, .search, .stop, .flexibleSpace, .fixedSpace: return nil
        case .action: return "Share"
        case .trash: return "Delete"
        case .fastForward: return "Forward"
        case .pageCurl: return "Page"
        default: return rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// The symbol shown instead of a title.
    var symbol: SystemSymbol? {
        switch self {
        case .add: return .plus
        case .search: return .magnifyingGlass
        case .stop: return .xmark
        default: return nil
        }
    }

    /// Whether the item is bold, as the items that finish a screen are.
    var isBold: Bool { self == .done || self == .save }
}
