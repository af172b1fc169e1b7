import Foundation
import QuillFoundation
import QuillViews
import QuillWidgets

extension CommandAction {
    /// Closes a document picker without choosing (Escape).
    static let cancelDocumentPicker = CommandAction("quill.cancelDocumentPicker")
}

/// An open or save panel (UIKit's `UIDocumentPickerViewController`). Present it as a sheet;
/// the delegate hears the chosen URLs or the cancel.
///
/// Where the application context has a system file chooser (`ApplicationContext.fileChooser`:
/// the freedesktop portal in apps started by `App.run`), the picker hands it the request and
/// the sheet only says to choose in the desktop's dialog, with a Cancel that closes it. Set
/// `usesSystemFileChooser` to `false` to keep Quill's own panel.
///
/// Quill's own panel, a folder browser like GTK's file chooser, shows otherwise (and when the
/// system's chooser answers that it cannot serve): the folder's path with an Up button, its
/// folders and the files of the asked types in a table, a name field when saving, and Cancel
/// and Open (or Save).
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
    /// Whether the picker asks the desktop's file chooser first when the context has one.
    /// Default `true`.
    public var usesSystemFileChooser = true
    /// Whether the desktop's file chooser is showing the request (the sheet waits for it).
    public var isWaitingForSystemFileChooser: Bool { systemSession != nil }

    /// The request being served by the desktop's file chooser.
    private var systemSession: FileChooserSession?
    /// The parts of Quill's own panel, hidden while the desktop's chooser shows the request.
    private var browserParts: [View] { [pathLabel, upButton, table, nameField, messageLabel, confirmButton] }
    let waitingLabel = Label()

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

    /// Creates a picker a template names (see `ViewController.init(coder:)`): one that opens
    /// any file from the home folder.
    public required convenience init?(coder: TemplateCoder) {
        self.init(forOpeningContentTypes: [])
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
        waitingLabel.text = mode == .open ? "Choose the files to open in the file chooser window." : "Choose where to save in the file chooser window."
        waitingLabel.textAlignment = .center
        waitingLabel.numberOfLines = 0
        waitingLabel.textColor = .secondaryLabel
        waitingLabel.isHidden = true
        for view in [pathLabel, upButton, table, nameField, messageLabel, cancelButton, confirmButton, waitingLabel] as [View] { root.addSubview(view) }
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
        waitingLabel.frame = Rect(x: margin, y: margin + 40, width: bounds.width - 2 * margin, height: Swift.max(40, bottom - margin - 48))
        waitingLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
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

    /// Cancels, as the button does (closing the desktop's file chooser if it shows the request).
    public func cancel() {
        endSystemSession()
        let delegate = self.delegate
        dismissIfPresented { delegate?.documentPickerWasCancelled(self) }
    }

    private func finish(_ urls: [URL]) {
        endSystemSession()
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

    // MARK: The desktop's file chooser

    /// Hands the request to the desktop's file chooser when there is one.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if usesSystemFileChooser, systemSession == nil, let chooser = view.context.fileChooser {
            let session = chooser.beginChoosing(fileChooserRequest, for: view.window) { [weak self] outcome in
                self?.systemChooserEnded(outcome)
            }
            if let session { showWaiting(for: session) }
        }
    }

    /// The request as the desktop's file chooser gets it.
    public var fileChooserRequest: FileChooserRequest {
        FileChooserRequest(
            mode: mode == .open ? .open : .save, title: title ?? (mode == .open ? "Open" : "Save"),
            acceptLabel: mode == .open ? "Open" : "Save", contentTypes: contentTypes,
            allowsMultipleSelection: mode == .open && allowsMultipleSelection, directoryURL: directoryURL, suggestedName: suggestedName)
    }

    private func showWaiting(for session: FileChooserSession) {
        systemSession = session
        for part in browserParts { part.isHidden = true }
        waitingLabel.isHidden = false
        // Cancel sits under the message, in the middle, until the panel itself shows.
        cancelButton.frame.origin.x = ((view.bounds.width - cancelButton.frame.width) / 2).rounded()
        cancelButton.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin]
    }

    private func showBrowser() {
        waitingLabel.isHidden = true
        for part in browserParts { part.isHidden = false }
        nameField.isHidden = mode == .open
        place(in: view.bounds)
    }

    private func systemChooserEnded(_ outcome: FileChooserOutcome) {
        guard systemSession != nil else { return }
        systemSession = nil
        switch outcome {
        case .chosen(let urls) where !urls.isEmpty: finish(urls)
        case .chosen, .cancelled: cancel()
        case .unavailable:
            // Quill's own panel takes over in the same sheet.
            showBrowser()
            focusPanel()
        }
    }

    /// Closes the desktop's chooser if it shows the request.
    private func endSystemSession() {
        let session = systemSession
        systemSession = nil
        session?.cancel()
    }

    /// Going away (the window closes) closes the desktop's chooser too.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        endSystemSession()
    }

    /// Keyboard focus moves into the panel: to the name field when saving, the list when opening.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if systemSession == nil { focusPanel() } else { cancelButton.becomeFirstResponder() }
    }

    private func focusPanel() {
        if mode == .save { nameField.becomeFirstResponder() } else { table.becomeFirstResponder() }
    }

    open override func keyDown(_ event: KeyEvent) {
        if event.key == .backspace, systemSession == nil, nameField.isHidden || !nameField.isFirstResponder { goUp() } else { super.keyDown(event) }
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
