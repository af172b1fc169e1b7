import Foundation
import QuillControllers
import QuillFoundation
import QuillTemplates
import QuillViews
import QuillWidgets

/// Hears what the user did in a `ReusableDatePickerViewController`.
@MainActor
public protocol ReusableDatePickerDelegate: AnyObject {
    /// Done was pressed with a date.
    func datePicker(_ controller: ReusableDatePickerViewController, didPick date: Date)
    /// Cancel was pressed.
    func datePickerDidCancel(_ controller: ReusableDatePickerViewController)
}
