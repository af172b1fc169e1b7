import Foundation
import QuillControllers
import QuillFoundation
import QuillTemplates
import QuillViews
import QuillWidgets

/// What both ignorable date pickers share: a date picker and a switch meaning "never" when off.
@MainActor
public protocol IgnorableDatePicking: AnyObject {
    /// The date picker.
    var datePicker: DatePicker? { get }
    /// The switch: on means the date applies, off means "never".
    var enabledSwitch: Switch? { get }
}

extension IgnorableDatePicking {
    /// The chosen date, or `nil` for "never".
    public var selectedDate: Date? {
        guard let datePicker, enabledSwitch?.isOn ?? true else { return nil }
        return datePicker.date
    }

    /// The date formatted in the picker's time zone (`22 Nov 2026`), or "never".
    public var dateString: String {
        guard let date = selectedDate, let picker = datePicker else { return "never" }
        let formatter = DateFormatter()
        formatter.locale = picker.locale
        formatter.timeZone = picker.timeZone
        formatter.dateFormat = picker.mode == .date ? "d MMM yyyy" : (picker.mode == .time ? "HH:mm" : "d MMM yyyy HH:mm")
        return formatter.string(from: date)
    }

    /// Enables or disables and dims the picker to match the switch.
    func syncPickerWithSwitch() {
        let on = enabledSwitch?.isOn ?? true
        datePicker?.isEnabled = on
        datePicker?.alpha = on ? 1 : 0.5
    }
}
