import Quill

/// Several windows (issue 29): an inspector window that remembers its size and place between
/// runs and takes notes dragged from the gallery's window, a modal dialog that takes the
/// gallery's input until it closes, and full screen.
@MainActor
enum WindowsDemo {
    static let demo = GalleryDemo(
        section: "Interaction", title: "Windows",
        summary: "Open a second window (it remembers where you leave it) and drag the note into it, a modal dialog over this one, or go full screen (F11).",
        sources: [.swift("WindowsDemo.swift")]
    ) { host, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let status = Label(text: "One window open.", font: .systemFont(ofSize: 14))
        status.frame = Rect(x: 16, y: 64, width: size.width - 32, height: 22)
        status.autoresizingMask = .flexibleWidth
        let opener = host.keep(Opener(page: page, status: status))
        GalleryPageParts.buttonRow([
            ("Open Inspector", "A second window, remembered between runs", { opener.openInspector() }),
            ("Open Dialog", "A modal window over this one", { opener.openDialog() }),
            ("Full Screen", "F11 does the same", { opener.toggleFullScreen() }),
        ], on: page, y: 16, width: 150)
        page.addSubview(status)
        let note = Label(text: "A note", font: .boldSystemFont(ofSize: 15))
        note.textColor = .white
        note.textAlignment = .center
        note.backgroundColor = .systemPurple
        note.cornerRadius = 8
        note.frame = Rect(x: 16, y: 104, width: 150, height: 44)
        note.toolTip = "Drag into the Inspector window"
        note.pointerStyle = .hand
        note.isUserInteractionEnabled = true
        note.addInteraction(DragInteraction(delegate: opener))
        page.addSubview(note)
        return page
    }

    /// Opens the windows and says which are open.
    @MainActor
    final class Opener: DragInteractionDelegate, DropInteractionDelegate {
        weak var page: View?
        let status: Label
        private(set) var inspector: Window?
        private(set) var dialog: Window?
        /// The notes the inspector took, in order.
        private(set) var notesReceived: [String] = []
        private weak var inspectorLabel: Label?

        init(page: View, status: Label) {
            self.page = page
            self.status = status
        }

        func openInspector() {
            guard let parent = page?.window else { return }
            if let inspector, inspector.isShown { return }
            let window = Window(size: Size(width: 360, height: 240), title: "Inspector", context: parent.windowContext)
            window.autosaveName = "inspector"
            window.minimumSize = Size(width: 240, height: 160)
            let label = Label(text: "A second window: move or resize it, close it, and it opens there next time.", font: .systemFont(ofSize: 14))
            label.numberOfLines = 0
            label.frame = window.bounds.insetBy(dx: 16, dy: 16)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            label.isUserInteractionEnabled = true // a drop target takes events
            label.addInteraction(DropInteraction(delegate: self))
            window.addSubview(label)
            inspectorLabel = label
            inspector = window
            show(window)
        }

        // The note drags its text; the inspector takes it from the other window.
        func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem] {
            [DragItem(itemProvider: ItemProvider(string: "Note \(notesReceived.count + 1)"))]
        }

        func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool { session.hasItems(conformingTo: [.plainText]) }

        func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {
            notesReceived += session.items.compactMap(\.itemProvider.string)
            inspectorLabel?.text = "Received from the gallery's window: " + notesReceived.joined(separator: ", ") + "."
            status.text = "The inspector took \(notesReceived.last ?? "the note")."
        }

        func openDialog() {
            guard let parent = page?.window, dialog?.isShown != true else { return }
            let window = Window(size: Size(width: 320, height: 150), title: "A Modal Dialog", context: parent.windowContext)
            window.parentWindow = parent
            window.isModal = true
            window.minimumSize = window.bounds.size
            window.maximumSize = window.bounds.size
            let label = Label(text: "The gallery takes no input while this shows.", font: .systemFont(ofSize: 14))
            label.frame = Rect(x: 16, y: 20, width: 288, height: 22)
            let close = Button(title: "Close", style: .filled)
            close.frame = Rect(x: 220, y: 96, width: 84, height: 34)
            close.addAction(for: .primaryActionTriggered) { [weak self, weak window] _ in
                guard let window else { return }
                Application.shared.close(window)
                self?.refresh()
            }
            window.addSubview(label)
            window.addSubview(close)
            dialog = window
            show(window)
        }

        func toggleFullScreen() {
            guard let window = page?.window else { return }
            window.isFullScreen.toggle()
            refresh()
        }

        private func show(_ window: Window) {
            do {
                try Application.shared.show(window)
            } catch {
                status.text = "The window could not open: \(error)"
                return
            }
            refresh()
        }

        private func refresh() {
            let open = [inspector, dialog].compactMap { $0 }.filter(\.isShown).map(\.title)
            let full = page?.window?.isFullScreen == true ? " The gallery is full screen." : ""
            status.text = (open.isEmpty ? "One window open." : "Also open: " + open.joined(separator: ", ") + ".") + full
        }
    }
}
