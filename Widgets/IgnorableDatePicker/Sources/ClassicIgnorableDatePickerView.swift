import Foundation
import QuillControllers
import QuillFoundation
import QuillTemplates
import QuillViews
import QuillWidgets

/// The same widget as `IgnorableDatePickerView`, built the classic way: the view is File's
/// Owner of its own template (IgnorableDatePickerContent.quill) and, in `awakeFromNib`, adds the
/// template's view as a `contentView` wrapper. Drop it into any template as
/// `class: ClassicIgnorableDatePickerView`.
public final class ClassicIgnorableDatePickerView: View, IgnorableDatePicking {
    /// The picker under the caption (from IgnorableDatePickerContent.quill); disabled and dimmed while the switch is off.
    @Outlet public var datePicker: DatePicker?
    /// The switch at the top right: on means the date applies, off means "never".
    @Outlet public var enabledSwitch: Switch?
    /// The caption beside the switch ("Has a date" unless changed).
    @Outlet public var captionLabel: Label?
    @Action var switchChanged = ClassicIgnorableDatePickerView.toggled
    /// The wrapper holding the template's views.
    public private(set) var contentView: View?

    /// Creates the view and loads its content (in code; templates call `awakeFromNib`).
    public convenience init(date: Date) {
        self.init(frame: Rect(x: 0, y: 0, width: 320, height: 260))
        awakeFromNib()
        datePicker?.date = date
    }

    public override func awakeFromNib() {
        super.awakeFromNib()
        guard contentView == nil else { return }
        do {
            let template = try IgnorableDatePickerBundle.bundle.template(named: "IgnorableDatePickerContent")
            guard let content = try template.instantiate(owner: self).first as? View else { return }
            if bounds.size == .zero { bounds.size = content.bounds.size }
            content.frame = bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(content)
            contentView = content
        } catch {
            FileHandle.standardError.write(Data("quill: \(error)\n".utf8))
        }
        syncPickerWithSwitch()
    }

    private func toggled(_ sender: Switch) { syncPickerWithSwitch() }
}
