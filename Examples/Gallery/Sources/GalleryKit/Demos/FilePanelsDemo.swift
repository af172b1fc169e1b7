import Foundation
import Quill

/// Open and save panels (issue 29): the document picker as a sheet, starting in the folder the
/// gallery runs in: open one or several images or text files, or choose where to save a note
/// (the page only reports the place; it writes nothing). Where the desktop runs a file chooser
/// portal its own dialog shows; elsewhere (and headless) Quill's own panel.
@MainActor
enum FilePanelsDemo {
    static let demo = GalleryDemo(
        section: "Interaction", title: "Open and save",
        summary: "Open files or choose where to save: in the desktop's own dialog where a portal runs, else in Quill's panel (double-click a folder to go in, Up to go back).",
        sources: [.swift("FilePanelsDemo.swift")]
    ) { host, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let status = Label(text: "Nothing chosen yet.", font: .systemFont(ofSize: 14))
        status.numberOfLines = 0
        status.frame = Rect(x: 16, y: 64, width: size.width - 32, height: 120)
        status.autoresizingMask = .flexibleWidth
        let panels = host.keep(Panels(host: host.viewController, status: status))
        GalleryPageParts.buttonRow([
            ("Open Images…", "PNG and JPEG files, several at once", { panels.openImages() }),
            ("Open Text…", "One text file", { panels.openText() }),
            ("Save As…", "Where a note would be saved", { panels.saveAs() }),
        ], on: page, y: 16, width: 150)
        page.addSubview(status)
        return page
    }

    /// Presents the panels and says what was chosen.
    @MainActor
    final class Panels: DocumentPickerDelegate {
        weak var host: ViewController?
        let status: Label
        private let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

        init(host: ViewController, status: Label) {
            self.host = host
            self.status = status
        }

        func openImages() {
            let picker = DocumentPickerViewController(forOpeningContentTypes: [.png, .jpeg], directoryURL: folder)
            picker.allowsMultipleSelection = true
            show(picker)
        }

        func openText() { show(DocumentPickerViewController(forOpeningContentTypes: [.plainText], directoryURL: folder)) }

        func saveAs() { show(DocumentPickerViewController(forSavingWithSuggestedName: "Note.txt", contentTypes: [.plainText], directoryURL: folder)) }

        private func show(_ picker: DocumentPickerViewController) {
            picker.delegate = self
            host?.present(picker, animated: true)
        }

        func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            let names = urls.map(\.lastPathComponent).joined(separator: ", ")
            status.text = controller.mode == .save ? "Would save to \(urls.first?.path ?? "")" : "Chose \(urls.count): \(names)"
        }

        func documentPickerWasCancelled(_ controller: DocumentPickerViewController) { status.text = "Cancelled." }
    }
}
