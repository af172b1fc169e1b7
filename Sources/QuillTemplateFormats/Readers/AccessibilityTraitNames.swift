import QuillFoundation

/// The accessibility trait names templates use: Quill's (`AccessibilityTraits.named`), which are
/// also the attribute names Interface Builder writes in `<accessibilityTraits>`.
enum AccessibilityTraitNames {
    static let known = AccessibilityTraits.named.map(\.name)
}
