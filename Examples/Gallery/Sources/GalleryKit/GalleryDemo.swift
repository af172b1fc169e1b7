import Quill

/// One page of the gallery: what it shows, where its code and templates are, and how to build
/// it. `make` receives the host (to present view controllers and keep objects alive) and the
/// size of the page's area; the view it returns fills that area and resizes with it.
@MainActor
public struct GalleryDemo {
    /// The sidebar section.
    public let section: String
    /// The title in the sidebar and above the page.
    public let title: String
    /// One line saying what the page shows.
    public let summary: String
    /// What the source panel shows beside the page, in order.
    public let sources: [GallerySource]
    /// Builds the page.
    public let make: @MainActor (GalleryHost, Size) throws -> View

    /// Creates a page.
    public init(
        section: String, title: String, summary: String, sources: [GallerySource],
        make: @escaping @MainActor (GalleryHost, Size) throws -> View
    ) {
        self.section = section
        self.title = title
        self.summary = summary
        self.sources = sources
        self.make = make
    }

    /// A file-name-like form of the title (`03-grid-cells-found-by-tag`), for headless renders.
    public func slug(index: Int) -> String {
        let words = title.lowercased().map { $0.isLetter || $0.isNumber ? $0 : " " }.split(separator: " ")
        return String(format: "%02d-", index + 1) + words.joined(separator: "-")
    }
}
