import Foundation
import QuillControllers
import QuillFoundation
import QuillTemplates
import QuillViews
import QuillWidgets

/// A reusable screen for choosing a date: a date picker with Cancel and Done, loaded from its
/// template (ReusableDatePickerViewController.quill in the bundle), shown modally by any
/// controller and reporting through `ReusableDatePickerDelegate`, which it holds weakly. It
/// dismisses itself after telling the delegate.
///
///     let picker = ReusableDatePickerViewController(date: due)
///     picker.delegate = self
///     present(picker, animated: true)
public final class ReusableDatePickerViewController: ViewController {
    /// Told about Done and Cancel; held weakly.
    public weak var delegate: (any ReusableDatePickerDelegate)?
    /// The picker, set to the date and mode given at creation when the view loads.
    @Outlet public var datePicker: DatePicker?
    /// Done (top right): tells the delegate the picked date and dismisses; Return does the same.
    @Outlet public var doneButton: Button?
    /// Cancel (top left): tells the delegate and dismisses without a date; Escape does the same.
    @Outlet public var cancelButton: Button?
    /// The bold centred title, showing the controller's `title` once the view loads.
    @Outlet public var titleLabel: Label?
    @Action var done = ReusableDatePickerViewController.doneTapped
    @Action var cancel = ReusableDatePickerViewController.cancelTapped
    private let initialDate: Date
    private let initialMode: DatePickerMode

    /// Creates the screen showing a date.
    public init(date: Date = Date(), mode: DatePickerMode = .date, title: String = "Choose a date") {
        initialDate = date
        initialMode = mode
        super.init(nibName: nil, bundle: nil)
        self.title = title
        preferredContentSize = Size(width: 360, height: 300)
    }

    /// Creates the controller a storyboard describes by name (see
    /// `ViewController.init(coder:)`): today's date.
    public required convenience init?(coder: TemplateCoder) {
        self.init()
    }

    public override func loadView() {
        ReusableDatePickerBundle.registerIfNeeded()
        do {
            _ = try ReusableDatePickerBundle.bundle.template(named: "ReusableDatePickerViewController").instantiate(owner: self)
        } catch {
            FileHandle.standardError.write(Data("quill: \(error)\n".utf8))
            super.loadView()
        }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        datePicker?.mode = initialMode
        datePicker?.date = initialDate
        titleLabel?.text = title
    }

    private func doneTapped(_ sender: Button) {
        guard let date = datePicker?.date else { return }
        delegate?.datePicker(self, didPick: date)
        dismiss(animated: true)
    }

    private func cancelTapped(_ sender: Button) {
        delegate?.datePickerDidCancel(self)
        dismiss(animated: true)
    }

    public override func keyDown(_ event: KeyEvent) {
        switch event.key {
        case .escape: cancelTapped(cancelButton ?? Button())
        case .return: doneTapped(doneButton ?? Button())
        default: super.keyDown(event)
        }
    }
}
