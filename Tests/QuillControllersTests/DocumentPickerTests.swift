import XCTest
import Foundation
import QuillTesting
@testable import QuillControllers
import QuillViews
import QuillWidgets
import QuillFoundation

/// Quill's own open and save panel (issue 29): a folder's folders and files of the asked types,
/// opened by double-click; one or several files chosen; a name to save under, asking before
/// replacing; unreadable folders said; Cancel.
final class DocumentPickerTests: XCTestCase {
    @MainActor final class Recorder: DocumentPickerDelegate {
        var picked: [[URL]] = []
        var cancelled = 0
        func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked.append(urls) }
        func documentPickerWasCancelled(_ controller: DocumentPickerViewController) { cancelled += 1 }
    }

    private func makeFolder() throws -> URL {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("quill-picker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        for name in ["b.png", "a.PNG", "notes.txt", ".hidden.png", "Sub/c.png"] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    @MainActor private func present(_ picker: DocumentPickerViewController) -> (HeadlessHarness, ViewController) {
        let harness = HeadlessHarness(size: Size(width: 800, height: 600))
        let root = ViewController(nibName: nil, bundle: nil)
        harness.window.rootViewController = root
        root.present(picker, animated: false)
        harness.settle()
        harness.render()
        return (harness, root)
    }

    @MainActor private func clickRow(_ row: Int, of picker: DocumentPickerViewController, in harness: HeadlessHarness, count: Int = 1) {
        let rect = picker.table.rectForRow(at: IndexPath(row: row, section: 0))
        harness.click(at: picker.table.convert(Point(x: rect.midX, y: rect.midY), to: nil), clickCount: count)
    }

    @MainActor func testOpeningAFileOfTheAskedTypeAfterVisitingAFolder() async throws {
        let folder = try makeFolder()
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.png], directoryURL: folder)
        let recorder = Recorder()
        picker.delegate = recorder
        let (harness, root) = present(picker)
        XCTAssertEqual(picker.entries.map(\.name), ["Sub", "a.PNG", "b.png"], "folders first, then the PNG files by name; no text, nothing hidden")
        XCTAssertFalse(picker.confirmButton.isEnabled, "nothing chosen yet")
        clickRow(0, of: picker, in: harness, count: 2)
        XCTAssertEqual(picker.directoryURL.lastPathComponent, "Sub")
        XCTAssertEqual(picker.entries.map(\.name), ["c.png"])
        harness.click(picker.upButton)
        XCTAssertEqual(picker.directoryURL.standardizedFileURL.path, folder.standardizedFileURL.path)
        clickRow(2, of: picker, in: harness)
        XCTAssertTrue(picker.confirmButton.isEnabled)
        harness.click(picker.confirmButton)
        harness.settle()
        XCTAssertEqual(recorder.picked.map { $0.map(\.lastPathComponent) }, [["b.png"]])
        XCTAssertNil(root.presentedViewController, "the sheet closed")
    }

    @MainActor func testSeveralFilesHiddenFilesAndCancel() async throws {
        let folder = try makeFolder()
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.png], directoryURL: folder)
        picker.allowsMultipleSelection = true
        picker.showsHiddenFiles = true
        let recorder = Recorder()
        picker.delegate = recorder
        let (harness, _) = present(picker)
        XCTAssertEqual(picker.entries.map(\.name), ["Sub", ".hidden.png", "a.PNG", "b.png"])
        clickRow(2, of: picker, in: harness)
        clickRow(3, of: picker, in: harness)
        harness.click(picker.confirmButton)
        harness.settle()
        XCTAssertEqual(recorder.picked.map { $0.map(\.lastPathComponent) }, [["a.PNG", "b.png"]])

        let another = DocumentPickerViewController(forOpeningContentTypes: [], directoryURL: folder)
        another.delegate = recorder
        let (second, _) = present(another)
        XCTAssertEqual(another.entries.map(\.name), ["Sub", "a.PNG", "b.png", "notes.txt"], "no types: every file")
        second.click(another.cancelButton)
        second.settle()
        XCTAssertEqual(recorder.cancelled, 1)
    }

    @MainActor func testSavingUnderANameAndAskingBeforeReplacing() async throws {
        let folder = try makeFolder()
        let picker = DocumentPickerViewController(forSavingWithSuggestedName: "Untitled.txt", directoryURL: folder)
        let recorder = Recorder()
        picker.delegate = recorder
        let (harness, _) = present(picker)
        XCTAssertEqual(picker.nameField.text, "Untitled.txt")
        XCTAssertTrue(picker.confirmButton.isEnabled)
        harness.click(picker.nameField)
        harness.key(.character("a"), modifiers: .control)
        harness.type("a/b")
        XCTAssertFalse(picker.confirmButton.isEnabled, "a slash cannot be in a name")
        harness.key(.character("a"), modifiers: .control)
        harness.type("notes.txt")
        harness.key(.return)
        let alert = try XCTUnwrap(picker.presentedViewController as? AlertController, "replacing asks first")
        XCTAssertEqual(alert.alertTitle, "Replace \u{201C}notes.txt\u{201D}?")
        XCTAssertEqual(recorder.picked.count, 0)
        harness.click(try XCTUnwrap(alert.buttons.first { $0.currentTitle == "Replace" }))
        harness.settle()
        XCTAssertEqual(recorder.picked.map { $0.map(\.lastPathComponent) }, [["notes.txt"]])
    }

    @MainActor func testAFolderThatCannotBeReadSaysWhy() async throws {
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.png], directoryURL: URL(fileURLWithPath: "/nonexistent-quill-folder"))
        let (_, _) = present(picker)
        XCTAssertEqual(picker.entries.count, 0)
        XCTAssertTrue(picker.messageLabel.text?.hasPrefix("This folder cannot be read:") == true, "\(picker.messageLabel.text ?? "")")
    }
}
