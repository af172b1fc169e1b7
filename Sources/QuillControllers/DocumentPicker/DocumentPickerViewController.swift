import Foundation
import QuillFoundation
import QuillViews
import QuillWidgets

extension CommandAction {
    /// Closes a document picker without choosing (Escape).
    static let cancelDocumentPicker = CommandAction("quill.cancelDocumentPicker")
}

/// Quill's own open and save panel (UIKit's `UIDocumentPickerViewController`, a folder
/// browser like GTK's file chooser): the folder's path with an Up button, its folders and the
/// files of the asked types in a table, a name field when saving, and Cancel and Open (or
/// Save). Present it as a sheet; the delegate hears the chosen URLs or the cancel.
///
/// - Double-click (or Return on) a folder to open it, a file to choose it; Up (or Backspace
///   in the table) goes to the folder above.
/// - Saving over an existing file asks first.
/// - A folder that cannot be read says why and stays where it was.
///
///     let picker = DocumentPickerViewController(forOpeningContentTypes: [.png, .jpeg])
///     picker.delegate = self
///     present(picker, animated: true)
@MainActor
open class DocumentPickerViewController: ViewController, TableViewDataSource, TableViewDelegate, TextFieldDelegate {
    /// Hears the choice.
    public weak var delegate: (any DocumentPickerDelegate)?
    /// Opening or saving.
    public let mode: DocumentPickerMode
    /// The types of files shown (folders always are); `[.data]` shows every file.
    public let contentTypes: [ContentType]
    /// Whether several files may be chosen at once (opening only). Default `false`.
    public var allowsMultipleSelection = false { didSet { if isViewLoaded { table.allowsMultipleSelection = allowsMultipleSelection } } }
    /// Whether files and folders whose names start with a dot show. Default `false`.
    public var showsHiddenFiles = false { didSet { if isViewLoaded { reload() } } }
    /// The folder shown (the home folder to begin with, unless set before the picker shows).
    public var directoryURL: URL { didSet { if isViewLoaded { reload() } } }
    /// When saving, the name the field starts with.
    public var suggestedName: String

    /// The folder's entries as listed.
    private(set) var entries: [DocumentPickerEntry] = []
    let table = TableView(frame: .zero)
    let pathLabel = Label()
    let upButton = Button(title: "Up")
    let nameField = TextField(frame: .zero)
    let messageLabel = Label()
    let cancelButton = Button(title: "Cancel")
    let confirmButton = Button(title: "Open", style: .filled)

    /// A picker that opens existing files of these types.
    public init(forOpeningContentTypes contentTypes: [ContentType], directoryURL: URL? = nil) {
        mode = .open
        self.contentTypes = contentTypes.isEmpty ? [.data] : contentTypes
        self.directoryURL = directoryURL ?? URL(fileURLWithPath: NSHomeDirectory())
        suggestedName = ""
        super.init(nibName: nil, bundle: nil)
        title = "Open"
        preferredContentSize = Size(width: 560, height: 420)
    }

    /// A picker that asks where to save a file, starting with a suggested name.
    public init(forSavingWithSuggestedName name: String, contentTypes: [ContentType] = [.data], directoryURL: URL? = nil) {
        mode = .save
        self.contentTypes = contentTypes.isEmpty ? [.data] : contentTypes
        self.directoryURL = directoryURL ?? URL(fileURLWithPath: NSHomeDirectory())
        suggestedName = name
        super.init(nibName: nil, bundle: nil)
        title = "Save"
        preferredContentSize = Size(width: 560, height: 420)
    }

    open override func loadView() {
        let root = View(frame: Rect(origin: .zero, size: preferredContentSize ?? Size(width: 560, height: 420)))
        root.backgroundColor = .systemBackground
        pathLabel.font = .boldSystemFont(ofSize: 14)
        pathLabel.lineBreakMode = .byTruncatingHead
        table.rowHeight = 30
        table.allowsMultipleSelection = allowsMultipleSelection
        table.dataSource = self
        table.delegate = self
        table.borderWidth = 1
        table.borderColor = .systemGray4
        nameField.placeholder = "Name"
        nameField.text = suggestedName
        nameField.delegate = self
        nameField.addAction(for: .editingChanged) { [weak self] _ in self?.updateConfirm() }
        nameField.isHidden = mode == .open
        messageLabel.font = .systemFont(ofSize: 12)
        messageLabel.textColor = .systemRed
        confirmButton.setTitle(mode == .open ? "Open" : "Save", for: .normal)
        upButton.toolTip = "The folder above"
        upButton.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.goUp() }
        cancelButton.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.cancel() }
        confirmButton.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.confirm() }
        for view in [pathLabel, upButton, table, nameField, messageLabel, cancelButton, confirmButton] as [View] { root.addSubview(view) }
        place(in: root.bounds)
        view = root
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        reload()
    }

    /// Places the parts for a size; they follow the sheet's size by autoresizing.
    private func place(in bounds: Rect) {
        let margin = 16.0
        upButton.frame = Rect(x: bounds.width - margin - 60, y: margin, width: 60, height: 30)
        pathLabel.frame = Rect(x: margin, y: margin + 5, width: bounds.width - 3 * margin - 60, height: 20)
        let bottom = bounds.height - margin - 34
        let fieldTop = mode == .save ? bottom - 46 : bottom
        table.frame = Rect(x: margin, y: margin + 40, width: bounds.width - 2 * margin, height: Swift.max(40, fieldTop - margin - 48))
        nameField.frame = Rect(x: margin, y: fieldTop - 8, width: bounds.width - 2 * margin, height: 34)
        messageLabel.frame = Rect(x: margin, y: bottom + 8, width: bounds.width - 4 * margin - 200, height: 18)
        confirmButton.frame = Rect(x: bounds.width - margin - 96, y: bottom, width: 96, height: 34)
        cancelButton.frame = Rect(x: bounds.width - 2 * margin - 192, y: bottom, width: 96, height: 34)
        upButton.autoresizingMask = .flexibleLeftMargin
        pathLabel.autoresizingMask = .flexibleWidth
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for view in [nameField, messageLabel] as [View] { view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin] }
        for view in [cancelButton, confirmButton] as [View] { view.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin] }
    }

    // MARK: Folders

    /// Lists `directoryURL` again.
    public func reload() {
        do {
            entries = try DocumentPickerEntry.list(directoryURL, types: contentTypes, showsHidden: showsHiddenFiles)
            messageLabel.text = nil
        } catch {
            entries = []
            messageLabel.text = "This folder cannot be read: \((error as NSError).localizedDescription)"
        }
        pathLabel.text = directoryURL.path
        upButton.isEnabled = directoryURL.path != "/"
        table.reloadData()
        updateConfirm()
    }

    /// Shows the folder above.
    public func goUp() {
        guard directoryURL.path != "/" else { return }
        directoryURL = directoryURL.deletingLastPathComponent()
    }

    private func open(_ entry: DocumentPickerEntry) {
        if entry.isFolder {
            directoryURL = entry.url
        } else if mode == .open {
            finish([entry.url])
        } else {
            nameField.text = entry.name
            confirm()
        }
    }

    // MARK: Choosing

    /// The names listed for the folder shown, in order (folders first).
    public var entryNames: [String] { entries.map(\.name) }

    /// Selects the entry with a name, as a click does (added to the selection when several may
    /// be chosen); returns whether the folder has it.
    @discardableResult
    public func selectEntry(named name: String) -> Bool {
        guard let row = entries.firstIndex(where: { $0.name == name }) else { return false }
        table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .middle)
        tableView(table, didSelectRowAt: IndexPath(row: row, section: 0))
        return true
    }

    private var selectedEntries: [DocumentPickerEntry] {
        table.indexPathsForSelectedRows.compactMap { entries.indices.contains($0.row) ? entries[$0.row] : nil }
    }

    private func updateConfirm() {
        switch mode {
        case .open: confirmButton.isEnabled = !selectedEntries.isEmpty
        case .save: confirmButton.isEnabled = DocumentPickerViewController.isValidName(nameField.text)
        }
    }

    /// Whether a name can be a file's: not empty, no slash or NUL, not `.` or `..`.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\u{0}") && name.utf8.count <= 255
    }

    /// Open (or Save) as the button does.
    public func confirm() {
        switch mode {
        case .open:
            let chosen = selectedEntries
            if chosen.count == 1, chosen[0].isFolder { return open(chosen[0]) }
            let files = chosen.filter { !$0.isFolder }.map(\.url)
            if !files.isEmpty { finish(files) }
        case .save:
            let name = nameField.text
            guard DocumentPickerViewController.isValidName(name) else {
                messageLabel.text = "A file name cannot be empty or hold a slash."
                return
            }
            let target = directoryURL.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder) {
                if isFolder.boolValue { return directoryURL = target }
                confirmReplacing(target)
                return
            }
            finish([target])
        }
    }

    private func confirmReplacing(_ target: URL) {
        let alert = AlertController(
            title: "Replace \u{201C}\(target.lastPathComponent)\u{201D}?",
            message: "A file with this name already exists in \(directoryURL.lastPathComponent). Replacing it overwrites what it holds.")
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Replace", style: .destructive) { [weak self] _ in self?.finish([target]) })
        present(alert, animated: false)
    }

    /// Cancels, as the button does.
    public func cancel() {
        let delegate = self.delegate
        dismissIfPresented { delegate?.documentPickerWasCancelled(self) }
    }

    private func finish(_ urls: [URL]) {
        let delegate = self.delegate
        dismissIfPresented { delegate?.documentPicker(self, didPickDocumentsAt: urls) }
    }

    private func dismissIfPresented(then: @escaping () -> Void) {
        if presentingViewController != nil {
            dismiss(animated: false, completion: then)
        } else {
            then()
        }
    }

    // MARK: Keys

    /// Escape cancels wherever the focus is in the panel (before the name field would take it).
    open override var keyCommands: [KeyCommand]? {
        let escape = KeyCommand(input: .escape, action: .cancelDocumentPicker)
        escape.wantsPriorityOverSystemBehavior = true
        return [escape]
    }

    open override func canPerformAction(_ action: CommandAction, withSender sender: AnyObject?) -> Bool {
        action == .cancelDocumentPicker || super.canPerformAction(action, withSender: sender)
    }

    open override func perform(_ action: CommandAction, withSender sender: AnyObject?) {
        if action == .cancelDocumentPicker { cancel() } else { super.perform(action, withSender: sender) }
    }

    /// Keyboard focus moves into the panel: to the name field when saving, the list when opening.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if mode == .save { nameField.becomeFirstResponder() } else { table.becomeFirstResponder() }
    }

    open override func keyDown(_ event: KeyEvent) {
        if event.key == .backspace, nameField.isHidden || !nameField.isFirstResponder { goUp() } else { super.keyDown(event) }
    }

    // MARK: Table

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Entry") ?? TableViewCell(reuseIdentifier: "Entry")
        let entry = entries[indexPath.row]
        cell.textLabel.text = entry.isFolder ? entry.name + "/" : entry.name
        cell.textLabel.font = entry.isFolder ? .boldSystemFont(ofSize: 14) : .systemFont(ofSize: 14)
        cell.accessoryType = entry.isFolder ? .disclosureIndicator : .none
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        if mode == .save, entries.indices.contains(indexPath.row), !entries[indexPath.row].isFolder { nameField.text = entries[indexPath.row].name }
        updateConfirm()
    }

    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { updateConfirm() }

    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        guard entries.indices.contains(indexPath.row) else { return }
        open(entries[indexPath.row])
    }

    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        confirm()
        return false
    }
}
