import Quill
import IgnorableDatePickerWidget
import ReusableDatePickerWidget

/// The Controls example's first screen: a form with text fields, a segmented control, a slider,
/// a switch, an ignorable date picker, and buttons that show a date sheet, an alert and a pushed
/// screen.
public final class FormViewController: ViewController, ReusableDatePickerDelegate {
    public let nameField = TextField(frame: .zero)
    public let kindControl = SegmentedControl(titles: ["Task", "Event", "Reminder"])
    public let prioritySlider = Slider(frame: .zero)
    public let dueLabel = Label()
    public let chooseDateButton = Button(title: "Choose date…", style: .bordered)
    public let deleteButton = Button(title: "Delete…", style: .bordered)
    public let detailsButton = Button(title: "Details ›", style: .plain)
    public let progress = ProgressView(frame: .zero)
    public let spinner = ActivityIndicatorView(frame: .zero)
    public private(set) var ignorable: IgnorableDatePickerView?
    /// The due date picked in the sheet.
    public private(set) var dueDate: Date?
    /// What the alert decided.
    public private(set) var deleted = false

    public override init(nibName: String? = nil, bundle: (any TemplateBundleConvertible)? = nil) {
        super.init(nibName: nibName, bundle: bundle)
        title = "New item"
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Save", style: .done) { [weak self] _ in self?.progress.setProgress(1, animated: true) }
    }

    /// Not made by templates by name (UIKit's `init?(coder:)`): the app creates it.
    required init?(coder: TemplateCoder) { nil }

    public override func loadView() {
        let root = FormRootView(frame: Rect(x: 0, y: 0, width: 700, height: 520))
        root.backgroundColor = Color(red8: 242, green8: 242, blue8: 247)
        nameField.placeholder = "Name"
        prioritySlider.value = 0.5
        prioritySlider.accessibilityLabel = "Priority"
        dueLabel.text = "Due: not set"
        // The form is a column of controls at their natural heights; Auto Layout places it and
        // the picker column beside it (below it when the screen is too narrow for both), and
        // both follow the window's width.
        let form = StackView(arrangedSubviews: [nameField, kindControl, prioritySlider, dueLabel, chooseDateButton, deleteButton, detailsButton], axis: .vertical)
        form.spacing = 12
        form.setCustomSpacing(20, after: deleteButton)
        let picker = IgnorableDatePickerView(date: Date(timeIntervalSinceReferenceDate: 815_000_000))
        picker.cornerRadius = 10
        picker.clipsToBounds = true
        ignorable = picker
        progress.progress = 0.3
        spinner.startAnimating()
        for view in [form, picker, progress, spinner] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let formWidth = form.widthAnchor.constraint(equalToConstant: 320)
        formWidth.priority = .defaultHigh
        LayoutConstraint.activate([
            form.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            form.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            formWidth, form.widthAnchor.constraint(greaterThanOrEqualToConstant: 240),
            // The picker keeps the size its template gives it.
            picker.widthAnchor.constraint(equalToConstant: picker.frame.width),
            picker.heightAnchor.constraint(equalToConstant: picker.frame.height),
            picker.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
            progress.topAnchor.constraint(equalTo: picker.bottomAnchor, constant: 20),
            progress.leadingAnchor.constraint(equalTo: picker.leadingAnchor),
            progress.trailingAnchor.constraint(equalTo: picker.trailingAnchor),
            spinner.topAnchor.constraint(equalTo: progress.bottomAnchor, constant: 16),
            spinner.leadingAnchor.constraint(equalTo: picker.leadingAnchor),
        ])
        root.besideConstraints = [
            picker.leadingAnchor.constraint(equalTo: form.trailingAnchor, constant: 20),
            picker.topAnchor.constraint(equalTo: form.topAnchor),
        ]
        root.belowConstraints = [
            picker.leadingAnchor.constraint(equalTo: form.leadingAnchor),
            picker.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 20),
        ]
        root.foldWidth = 20 + 240 + 20 + picker.frame.width + 20
        view = root
        chooseDateButton.addTarget(self, action: FormViewController.chooseDate, for: .touchUpInside)
        deleteButton.addTarget(self, action: FormViewController.confirmDelete, for: .touchUpInside)
        detailsButton.addTarget(self, action: FormViewController.showDetails, for: .touchUpInside)
    }

    private func chooseDate(_ sender: Button) {
        let sheet = ReusableDatePickerViewController(date: dueDate ?? Date(timeIntervalSinceReferenceDate: 815_000_000), title: "Due date")
        sheet.delegate = self
        present(sheet, animated: true)
    }

    private func confirmDelete(_ sender: Button) {
        let alert = AlertController(title: "Delete this item?", message: "This cannot be undone.")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.deleted = true })
        present(alert, animated: true)
    }

    private func showDetails(_ sender: Button) {
        let details = ViewController()
        details.title = "Details"
        navigationController?.pushViewController(details, animated: true)
    }

    public func datePicker(_ controller: ReusableDatePickerViewController, didPick date: Date) {
        dueDate = date
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMM yyyy"
        dueLabel.text = "Due: " + formatter.string(from: date)
    }

    public func datePickerDidCancel(_ controller: ReusableDatePickerViewController) {}
}
