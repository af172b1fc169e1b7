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
    @Outlet public var datePicker: DatePicker?
    @Outlet public var enabledSwitch: Switch?
    @Outlet public var captionLabel: Label?
    @Action var switchChanged = IgnorableDatePickerView.toggled

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
