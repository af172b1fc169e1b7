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

    public override func loadView() {
        let root = View(frame: Rect(x: 0, y: 0, width: 700, height: 520))
        root.backgroundColor = Color(red8: 242, green8: 242, blue8: 247)
        nameField.placeholder = "Name"
        kindControl.frame.size.height = 32
        prioritySlider.value = 0.5
        dueLabel.text = "Due: not set"
        let form = StackView(arrangedSubviews: [nameField, kindControl, prioritySlider, dueLabel, chooseDateButton, deleteButton, detailsButton], axis: .vertical)
        form.spacing = 12
        form.alignment = .fill
        form.distribution = .fill
        for view in [nameField, kindControl, prioritySlider] as [View] { view.frame.size = Size(width: 300, height: view === prioritySlider ? 32 : 34) }
        dueLabel.frame.size = Size(width: 300, height: 22)
        form.frame = Rect(x: 20, y: 20, width: 320, height: 7 * 34 + 6 * 12)
        root.addSubview(form)
        let picker = IgnorableDatePickerView(date: Date(timeIntervalSinceReferenceDate: 815_000_000))
        picker.frame.origin = Point(x: 360, y: 20)
        picker.cornerRadius = 10
        picker.clipsToBounds = true
        root.addSubview(picker)
        ignorable = picker
        progress.frame = Rect(x: 360, y: 300, width: 320, height: 4)
        progress.progress = 0.3
        root.addSubview(progress)
        spinner.frame.origin = Point(x: 360, y: 320)
        spinner.startAnimating()
        root.addSubview(spinner)
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
