import XCTest
import Foundation
import QuillTesting
@testable import QuillControllers
import QuillViews
import QuillWidgets
import QuillFoundation

/// A document picker hands its request to the desktop's file chooser when the context has one
/// (issue 29): the request carries the picker's choices, the sheet waits with a Cancel that
/// closes the chooser, the chooser's answer reaches the delegate, and a chooser that cannot
/// serve leaves Quill's own panel in the sheet.
final class DocumentPickerSystemChooserTests: XCTestCase {
    /// A file chooser that records requests and is answered by the test.
    @MainActor final class ScriptedChooser: SystemFileChooser {
        var requests: [(request: FileChooserRequest, window: Window?)] = []
        var completions: [@MainActor (FileChooserOutcome) -> Void] = []
        var cancelledSessions = 0
        var refuses = false

        func beginChoosing(
            _ request: FileChooserRequest, for window: Window?, completion: @escaping @MainActor (FileChooserOutcome) -> Void
        ) -> FileChooserSession? {
            if refuses { return nil }
            requests.append((request, window))
            completions.append(completion)
            return FileChooserSession { [weak self] in self?.cancelledSessions += 1 }
        }
    }

    @MainActor final class Recorder: DocumentPickerDelegate {
        var picked: [[URL]] = []
        var cancelled = 0
        func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked.append(urls) }
        func documentPickerWasCancelled(_ controller: DocumentPickerViewController) { cancelled += 1 }
    }

    @MainActor private func present(_ picker: DocumentPickerViewController, chooser: ScriptedChooser) -> (HeadlessHarness, ViewController, Recorder) {
        let harness = HeadlessHarness(size: Size(width: 800, height: 600))
        harness.context.fileChooser = chooser
        let root = ViewController(nibName: nil, bundle: nil)
        harness.window.rootViewController = root
        let recorder = Recorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        harness.settle()
        harness.render()
        return (harness, root, recorder)
    }

    @MainActor func testTheRequestCarriesThePickersChoicesAndTheAnswerReachesTheDelegate() async throws {
        let chooser = ScriptedChooser()
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.png, .jpeg], directoryURL: folder)
        picker.allowsMultipleSelection = true
        picker.title = "Add Photos"
        let (harness, root, recorder) = present(picker, chooser: chooser)
        XCTAssertEqual(chooser.requests.count, 1, "presenting asks the system's chooser once")
        let request = try XCTUnwrap(chooser.requests.first)
        XCTAssertEqual(request.request, FileChooserRequest(
            mode: .open, title: "Add Photos", acceptLabel: "Open", contentTypes: [.png, .jpeg], allowsMultipleSelection: true,
            directoryURL: folder, suggestedName: ""))
        XCTAssertTrue(request.window === harness.window, "the chooser is modal to the picker's window")
        XCTAssertTrue(picker.isWaitingForSystemFileChooser)
        XCTAssertTrue(picker.table.isHidden, "Quill's own browser is hidden while the desktop's chooser shows")
        XCTAssertFalse(picker.waitingLabel.isHidden)
        XCTAssertFalse(picker.cancelButton.isHidden, "Cancel stays, to close the desktop's chooser")

        let chosen = [folder.appendingPathComponent("a.png"), folder.appendingPathComponent("b b.jpg")]
        chooser.completions[0](.chosen(chosen))
        harness.settle()
        XCTAssertEqual(recorder.picked, [chosen])
        XCTAssertNil(root.presentedViewController, "the sheet closed")
        XCTAssertEqual(chooser.cancelledSessions, 0, "an answered request is not cancelled")
    }

    @MainActor func testSavingPassesTheSuggestedNameAndTheChoosersCancelCancels() async throws {
        let chooser = ScriptedChooser()
        let picker = DocumentPickerViewController(forSavingWithSuggestedName: "Notes.txt", contentTypes: [.plainText])
        let (harness, root, recorder) = present(picker, chooser: chooser)
        let request = try XCTUnwrap(chooser.requests.first?.request)
        XCTAssertEqual(request.mode, .save)
        XCTAssertEqual(request.suggestedName, "Notes.txt")
        XCTAssertEqual(request.acceptLabel, "Save")
        XCTAssertFalse(request.allowsMultipleSelection)
        XCTAssertTrue(picker.nameField.isHidden, "the name is asked in the desktop's chooser")
        chooser.completions[0](.cancelled)
        harness.settle()
        XCTAssertEqual(recorder.cancelled, 1)
        XCTAssertTrue(recorder.picked.isEmpty)
        XCTAssertNil(root.presentedViewController)
    }

    @MainActor func testTheSheetsCancelClosesTheDesktopsChooser() async {
        let chooser = ScriptedChooser()
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.png])
        let (harness, root, recorder) = present(picker, chooser: chooser)
        harness.click(picker.cancelButton)
        harness.settle()
        XCTAssertEqual(chooser.cancelledSessions, 1, "the desktop's chooser is told to close")
        XCTAssertEqual(recorder.cancelled, 1)
        XCTAssertNil(root.presentedViewController)
        chooser.completions[0](.cancelled)
        harness.settle()
        XCTAssertEqual(recorder.cancelled, 1, "a late answer from the closed chooser is not heard twice")
    }

    @MainActor func testAChooserThatCannotServeLeavesQuillsOwnPanel() async throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("quill-picker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: folder.appendingPathComponent("photo.png"))
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }

        let chooser = ScriptedChooser()
        let picker = DocumentPickerViewController(forSavingWithSuggestedName: "Copy.png", contentTypes: [.png], directoryURL: folder)
        let (harness, _, recorder) = present(picker, chooser: chooser)
        XCTAssertTrue(picker.table.isHidden)
        chooser.completions[0](.unavailable("no portal on the bus"))
        harness.settle()
        harness.render()
        XCTAssertFalse(picker.isWaitingForSystemFileChooser)
        XCTAssertFalse(picker.table.isHidden, "Quill's own panel takes over in the same sheet")
        XCTAssertFalse(picker.nameField.isHidden, "saving shows the name field again")
        XCTAssertTrue(picker.waitingLabel.isHidden)
        XCTAssertEqual(picker.entryNames, ["photo.png"])
        XCTAssertEqual(picker.nameField.text, "Copy.png")
        harness.click(picker.confirmButton)
        harness.settle()
        XCTAssertEqual(recorder.picked.map { $0.map(\.lastPathComponent) }, [["Copy.png"]], "the panel saves as before")

        // A chooser that cannot even start: the panel shows at once.
        let refusing = ScriptedChooser()
        refusing.refuses = true
        let second = DocumentPickerViewController(forOpeningContentTypes: [.png], directoryURL: folder)
        _ = present(second, chooser: refusing)
        XCTAssertFalse(second.isWaitingForSystemFileChooser)
        XCTAssertFalse(second.table.isHidden)

        // A picker told to keep to Quill's panel never asks.
        let own = DocumentPickerViewController(forOpeningContentTypes: [.png], directoryURL: folder)
        own.usesSystemFileChooser = false
        let asked = ScriptedChooser()
        _ = present(own, chooser: asked)
        XCTAssertTrue(asked.requests.isEmpty)
        XCTAssertFalse(own.table.isHidden)
    }
}
