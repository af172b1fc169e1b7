import QuillFoundation
/// A view's accessibility settings, made the first time one is set so views that keep the
/// defaults carry nothing extra.
@MainActor
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?
    var elementsHidden = false
    var viewIsModal = false
    var elements: [View]?
}
