import Foundation
import QuillControllers
import QuillFoundation
import QuillTemplates
import QuillViews
import QuillWidgets

/// A date picker with a switch meaning "never" when off (the picker is then disabled and
/// dimmed), built the better way: its template (IgnorableDatePickerView.quill in the bundle)
/// describes the view itself, so there is no wrapper and the outlets point at its subviews.
/// Drop it into any template as `class: IgnorableDatePickerView`.
public final class IgnorableDatePickerView: View, CompositeTemplateView, IgnorableDatePicking {
    /// The picker under the caption (from the composite template); disabled and dimmed while the switch is off.
    @Outlet public var datePicker: DatePicker?
    /// The switch at the top right: on means the date applies, off means "never".
    @Outlet public var enabledSwitch: Switch?
    /// The caption beside the switch ("Has a date" unless changed).
    @Outlet public var captionLabel: Label?
    @Action var switchChanged = IgnorableDatePickerView.toggled

    /// IgnorableDatePickerView.quill from the widget bundle, which describes the view itself.
    /// - Throws: `TemplateError` when the bundle's template is missing or malformed.
    public static var compositeTemplate: Template {
        get throws { try IgnorableDatePickerBundle.bundle.template(named: "IgnorableDatePickerView") }
    }

    /// Creates the view with its contents (in code; templates apply the contents themselves).
    public convenience init(date: Date) {
        self.init(frame: .zero)
        IgnorableDatePickerBundle.registerIfNeeded()
        try? applyCompositeTemplate()
        datePicker?.date = date
    }

    public override func awakeFromNib() {
        super.awakeFromNib()
        syncPickerWithSwitch()
    }

    private func toggled(_ sender: Switch) { syncPickerWithSwitch() }
}
