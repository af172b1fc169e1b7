import Foundation

/// What an app asks the system's file chooser (`SystemFileChooser`): the same choices Quill's
/// own panel offers (`DocumentPickerViewController`), passed as values.
public struct FileChooserRequest: Sendable, Equatable {
    /// Opening or saving.
    public var mode: FileChooserMode
    /// The chooser window's title ("Open", "Save", or the app's own words).
    public var title: String
    /// The label of the button that chooses ("Open", "Save"); `nil` leaves the system's.
    public var acceptLabel: String?
    /// The types of files to show; `[.data]` (or empty) shows every file.
    public var contentTypes: [ContentType]
    /// Whether several files may be chosen at once (opening only).
    public var allowsMultipleSelection: Bool
    /// The folder the chooser starts in; `nil` leaves it to the system.
    public var directoryURL: URL?
    /// When saving, the name the chooser suggests.
    public var suggestedName: String

    /// Creates a request.
    public init(
        mode: FileChooserMode, title: String, acceptLabel: String? = nil, contentTypes: [ContentType] = [.data],
        allowsMultipleSelection: Bool = false, directoryURL: URL? = nil, suggestedName: String = ""
    ) {
        self.mode = mode
        self.title = title
        self.acceptLabel = acceptLabel
        self.contentTypes = contentTypes
        self.allowsMultipleSelection = allowsMultipleSelection
        self.directoryURL = directoryURL
        self.suggestedName = suggestedName
    }

    /// Whether the request limits the files shown (it names a type other than `.data`).
    public var filtersByType: Bool { contentTypes.contains { $0 != .data } }
}
