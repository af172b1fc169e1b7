import Foundation

/// Hears what the user chose in a document picker (UIKit's `UIDocumentPickerDelegate`).
@MainActor
public protocol DocumentPickerDelegate: AnyObject {
    /// The user chose files to open, or where to save.
    func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled.
    func documentPickerWasCancelled(_ controller: DocumentPickerViewController)
}

extension DocumentPickerDelegate {
    /// Does nothing by default.
    public func documentPickerWasCancelled(_ controller: DocumentPickerViewController) {}
}
