/// Something a menu shows: an action, a command, a key command or a submenu (UIKit's
/// `UIMenuElement`).
@MainActor
open class MenuElement {
    /// The text shown.
    public var title: String
    /// Smaller text shown under the title.
    public var subtitle: String?
    /// An image name, looked up like `Image(named:)` or a system symbol name.
    public var imageName: String?
    /// What assistive technologies read instead of the title, when set.
    public var accessibilityLabel: String?

    /// Creates an element.
    public init(title: String, subtitle: String? = nil, imageName: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.imageName = imageName
    }

    /// How the element shows and behaves; elements without attributes answer `[]`.
    open var menuAttributes: MenuElementAttributes { [] }
    /// Whether the element shows a check mark; elements without a state answer `.off`.
    open var menuState: MenuElementState { .off }
}
