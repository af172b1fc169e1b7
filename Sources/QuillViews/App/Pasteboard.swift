import Foundation
import QuillGraphics

/// The clipboard with typed items (UIKit's `UIPasteboard`): strings, URLs, images and data of
/// any MIME type, several items at once. Text (and a URL's text) also goes to the system
/// clipboard (`ApplicationContext.clipboard`, SDL's in a window), so other applications paste
/// it, and what another application copies is read back as a string item; images and other
/// types stay within the application (SDL 2 carries text only).
///
///     Pasteboard.general.string = "Hello"
///     Pasteboard.general.image = photo
///     if Pasteboard.general.hasURLs { open(Pasteboard.general.url!) }
@MainActor
public final class Pasteboard {
    /// The application's pasteboard (each context has its own; a harness's is private to it).
    public static var general: Pasteboard { Application.shared.context.pasteboard }

    private unowned let context: ApplicationContext
    private var items: [ItemProvider] = []
    /// The text this pasteboard last put on the system clipboard: when the system clipboard
    /// holds something else, another application copied since.
    private var lastSystemText: String?
    /// How many times the contents changed (here or, as far as can be seen, in another
    /// application).
    public private(set) var changeCount = 0
    /// The largest text or data item kept (bigger ones are refused with an error).
    public static let maximumItemSize = 64 << 20

    init(context: ApplicationContext) { self.context = context }

    /// The items, each with the representations it offers.
    public var itemProviders: [ItemProvider] {
        syncFromSystem()
        return items
    }

    /// Replaces the contents with these items; the first one with text goes to the system
    /// clipboard too.
    public func setItemProviders(_ providers: [ItemProvider]) {
        items = providers
        changeCount += 1
        let text = providers.lazy.compactMap { $0.string }.first
        if let text, text.utf8.count <= Pasteboard.maximumItemSize {
            context.clipboard.text = text
            lastSystemText = text
        } else {
            lastSystemText = context.clipboard.text
        }
    }

    /// How many items there are.
    public var numberOfItems: Int { itemProviders.count }

    // MARK: Strings

    /// The first item's text (setting it replaces the contents with one text item).
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every item's text.
    public var strings: [String]? {
        get {
            let found = itemProviders.compactMap { $0.string }
            return found.isEmpty ? nil : found
        }
        set {
            let accepted = (newValue ?? []).filter { accept($0.utf8.count, "text") }
            setItemProviders(accepted.map { ItemProvider(string: $0) })
        }
    }

    /// Whether an item has text.
    public var hasStrings: Bool { itemProviders.contains { $0.hasRepresentation(conformingTo: .plainText) } }

    // MARK: URLs

    /// The first item's URL.
    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// Every item's URL.
    public var urls: [URL]? {
        get {
            let found = itemProviders.filter { $0.hasRepresentation(conformingTo: .url) || $0.hasRepresentation(conformingTo: .fileURL) }.compactMap(\.url)
            return found.isEmpty ? nil : found
        }
        set { setItemProviders((newValue ?? []).map { ItemProvider(url: $0) }) }
    }

    /// Whether an item has a URL.
    public var hasURLs: Bool { itemProviders.contains { $0.hasRepresentation(conformingTo: .url) || $0.hasRepresentation(conformingTo: .fileURL) } }

    // MARK: Images

    /// The first item's image.
    public var image: Image? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Every item's image, decoded from its PNG (an item whose data does not decode is skipped,
    /// with an error logged).
    public var images: [Image]? {
        get {
            let found = itemProviders.compactMap { provider -> Image? in
                guard let data = provider.loadData(of: .png) else { return nil }
                do { return try Image(pngData: data) } catch {
                    context.log.error("the clipboard's image could not be read: \(error)")
                    return nil
                }
            }
            return found.isEmpty ? nil : found
        }
        set {
            let made = (newValue ?? []).compactMap { image -> ItemProvider? in
                guard let data = try? image.pngData(), accept(data.count, "image") else { return nil }
                return ItemProvider(data: data, type: .png)
            }
            setItemProviders(made)
        }
    }

    /// Whether an item has an image.
    public var hasImages: Bool { itemProviders.contains { $0.hasRepresentation(conformingTo: .png) } }

    // MARK: Data

    /// Puts data of a type on the pasteboard, as its only item.
    public func setData(_ data: Data, forType type: ContentType) {
        guard accept(data.count, type.rawValue) else { return }
        setItemProviders([ItemProvider(data: data, type: type)])
    }

    /// The first item's data of a type.
    public func data(forType type: ContentType) -> Data? {
        itemProviders.lazy.compactMap { $0.loadData(of: type) }.first
    }

    // MARK: The system clipboard

    /// Another application copied text since this pasteboard last wrote: it becomes the one item.
    private func syncFromSystem() {
        let system = context.clipboard.text
        guard system != lastSystemText else { return }
        lastSystemText = system
        changeCount += 1
        if let system, system.utf8.count <= Pasteboard.maximumItemSize {
            items = [ItemProvider(string: system)]
        } else {
            if let system { context.log.error("the clipboard's text (\(system.utf8.count) bytes) is larger than \(Pasteboard.maximumItemSize >> 20) MB; it is not pasted") }
            items = []
        }
    }

    private func accept(_ size: Int, _ what: String) -> Bool {
        guard size <= Pasteboard.maximumItemSize else {
            context.log.error("a \(what) of \(size) bytes was not copied: clipboard items are limited to \(Pasteboard.maximumItemSize >> 20) MB")
            return false
        }
        return true
    }
}
