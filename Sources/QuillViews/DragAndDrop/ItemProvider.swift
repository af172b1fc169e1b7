import Foundation

/// One item being dragged, dropped or on the clipboard, with the representations it offers,
/// each loaded only when asked (UIKit's `NSItemProvider`). A text item offers plain text; a link
/// a URL and its text; a file its `file://` URL; an image PNG data; an app may add its own types.
///
///     let item = ItemProvider(string: "Hello")
///     item.register(ContentType("application/x-recipe")) { try? encoder.encode(recipe) }
@MainActor
public final class ItemProvider {
    private var loaders: [(type: ContentType, load: @MainActor () -> Data?)] = []
    /// A name for the item (a file's name), when it has one.
    public var suggestedName: String?

    /// Creates an item with no representations yet.
    public init() {}

    /// Creates a text item.
    public convenience init(string: String) {
        self.init()
        register(.plainText) { Data(string.utf8) }
    }

    /// Creates a URL item: a file URL offers `text/uri-list`, any URL its text too.
    public convenience init(url: URL) {
        self.init()
        if url.isFileURL {
            suggestedName = url.lastPathComponent
            register(.fileURL) { Data((url.absoluteString + "\r\n").utf8) }
        } else {
            register(.url) { Data(url.absoluteString.utf8) }
        }
        register(.plainText) { Data((url.isFileURL ? url.path : url.absoluteString).utf8) }
    }

    /// Creates an item from data of a type.
    public convenience init(data: Data, type: ContentType) {
        self.init()
        register(type) { data }
    }

    /// Adds a representation, loaded by a closure when asked; a type registered again replaces
    /// the earlier one.
    public func register(_ type: ContentType, loader: @escaping @MainActor () -> Data?) {
        loaders.removeAll { $0.type == type }
        loaders.append((type, loader))
    }

    /// The types the item offers, in the order they were registered (the richest first is
    /// the convention).
    public var registeredTypes: [ContentType] { loaders.map(\.type) }

    /// Whether the item offers a type.
    public func hasRepresentation(conformingTo type: ContentType) -> Bool { loaders.contains { $0.type == type } }

    /// Loads a representation (`nil` when the item does not offer it or it could not be made:
    /// a file that vanished, say).
    public func loadData(of type: ContentType) -> Data? { loaders.first { $0.type == type }?.load() }

    /// The item's text, if it offers plain text (invalid UTF-8 is repaired).
    public var string: String? { loadData(of: .plainText).map { String(decoding: $0, as: UTF8.self) } }

    /// The item's URL: a file URL, or another URL.
    public var url: URL? {
        if let data = loadData(of: .fileURL), let line = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first {
            return URL(string: String(line))
        }
        return loadData(of: .url).flatMap { URL(string: String(decoding: $0, as: UTF8.self)) }
    }
}
