import QuillFoundation
import QuillGraphics

/// An item of a tab bar (UIKit's `UITabBarItem`): a title, an image and a badge.
@MainActor
public final class TabBarItem {
    /// The title under the image.
    public var title: String?
    /// The image above the title (tinted), or `nil`.
    public var image: Image?
    /// A short text in a red badge at the image's corner ("3"), or `nil`.
    public var badgeValue: String?
    /// A number to tell items apart.
    public var tag = 0
    /// Whether it can be selected.
    public var isEnabled = true

    /// Creates an item.
    public init(title: String? = nil, image: Image? = nil, tag: Int = 0) {
        self.title = title
        self.image = image
        self.tag = tag
    }
}
