import Foundation

/// Quill's own checkout, for tests that read its files (docs, widget bundles, fixtures).
enum Checkout {
    /// The checkout's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// The widget bundles shipped with Quill.
    static var widgets: String { root + "/Widgets" }
}
