import XCTest
import Foundation
import QuillBus
@testable import QuillPortal
import QuillControllers
import QuillTesting
import QuillViews
import QuillFoundation

/// The freedesktop file chooser portal for real D-Bus traffic (issue 29): a private bus, a fake
/// portal on it, and Quill's portal client asking it to open and save; the options the portal
/// receives, its answers (chosen, cancelled, ended otherwise, an old portal's own handle, an
/// error), the app's own cancel (Request.Close), no portal and no bus at all; then a document
/// picker presented in a window, answered through the portal.
final class FileChooserPortalTests: XCTestCase {
    private var bus: PrivateBus?

    @MainActor private func makePortal(withFake: Bool = true) throws -> (FileChooserPortal, FakeFileChooserPortal?) {
        let bus = try PrivateBus()
        self.bus = bus
        // XCTest keeps every test case (and what it holds) until the process ends, which never
        // runs deinitializers: the daemon is stopped when the test ends.
        addTeardownBlock { [weak self] in self?.bus = nil }
        let fake = withFake ? try FakeFileChooserPortal(address: bus.address) : nil
        let portal = FileChooserPortal(busAddress: bus.address, log: RuntimeLogSink(writesToStandardError: false))
        addTeardownBlock { @MainActor in portal.stop() }
        portal.attach(wakeUp: {})
        pump(portal, fake) { portal.isConnected }
        XCTAssertTrue(portal.isConnected, "the client connects to the private bus")
        return (portal, fake)
    }

    /// Serves both ends until `done` or 10 seconds.
    @MainActor private func pump(_ portal: FileChooserPortal, _ fake: FakeFileChooserPortal?, until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(10)
        while !done(), Date() < deadline {
            fake?.connection.processPending()
            portal.performPendingWork()
            usleep(2_000)
        }
    }

    @MainActor private func choose(
        _ request: FileChooserRequest, with portal: FileChooserPortal, _ fake: FakeFileChooserPortal?, window: Window? = nil
    ) throws -> FileChooserOutcome {
        var outcome: FileChooserOutcome?
        let session = portal.beginChoosing(request, for: window) { outcome = $0 }
        XCTAssertNotNil(session, "a connected client always starts a request")
        pump(portal, fake) { outcome != nil }
        return try XCTUnwrap(outcome, "the request ended within 10 s")
    }

    @MainActor func testOpeningPassesTheRequestAsPortalOptionsAndReturnsTheChosenFiles() async throws {
        let (portal, fake) = try makePortal()
        let fakePortal = try XCTUnwrap(fake)
        fakePortal.answer = .choose(["file:///home/ann/Pictures/a%20b.png", "file:///home/ann/Pictures/c.jpg"])
        let request = FileChooserRequest(
            mode: .open, title: "Add Photos", acceptLabel: "Add", contentTypes: [.png, .jpeg], allowsMultipleSelection: true,
            directoryURL: URL(fileURLWithPath: "/home/ann/Pictures"))
        let outcome = try choose(request, with: portal, fake)
        XCTAssertEqual(outcome, .chosen([
            URL(fileURLWithPath: "/home/ann/Pictures/a b.png"), URL(fileURLWithPath: "/home/ann/Pictures/c.jpg"),
        ]))
        let call = try XCTUnwrap(fakePortal.calls.first)
        XCTAssertEqual(call.member, "OpenFile")
        XCTAssertEqual(call.title, "Add Photos")
        XCTAssertEqual(call.parentWindow, "", "no window: no parent")
        XCTAssertEqual(call.options["accept_label"], "Add")
        XCTAssertEqual(call.options["modal"], "true")
        XCTAssertEqual(call.options["multiple"], "true")
        XCTAssertEqual(call.options["current_folder"], "/home/ann/Pictures", "a NUL-ended path")
        XCTAssertNil(call.options["current_name"], "opening names no file")
        XCTAssertEqual(call.options["filters"], [
            "All supported files: 1 image/png, 0 *.png, 1 image/jpeg, 0 *.jpg, 0 *.jpeg",
            "PNG image: 1 image/png, 0 *.png",
            "JPEG image: 1 image/jpeg, 0 *.jpg, 0 *.jpeg",
        ].joined(separator: "; "))
        XCTAssertEqual(call.options["current_filter"], "All supported files: 1 image/png, 0 *.png, 1 image/jpeg, 0 *.jpg, 0 *.jpeg")
        let token = try XCTUnwrap(call.options["handle_token"])
        XCTAssertTrue(call.handlePath.hasSuffix("/" + token), "the request's path ends with Quill's token")
        XCTAssertTrue(token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }, "a token is a valid object path element: \(token)")
    }

    @MainActor func testSavingAndTheDialogsCancel() async throws {
        let (portal, fake) = try makePortal()
        let fakePortal = try XCTUnwrap(fake)
        fakePortal.answer = .cancel
        let request = FileChooserRequest(mode: .save, title: "Export", contentTypes: [.data], suggestedName: "Report 1.pdf")
        XCTAssertEqual(try choose(request, with: portal, fake), .cancelled)
        let call = try XCTUnwrap(fakePortal.calls.first)
        XCTAssertEqual(call.member, "SaveFile")
        XCTAssertEqual(call.options["current_name"], "Report 1.pdf")
        XCTAssertNil(call.options["multiple"], "saving chooses one place")
        XCTAssertNil(call.options["filters"], "every file: no filter")
        XCTAssertNil(call.options["accept_label"], "no label asked: the portal's own")

        fakePortal.answer = .endOtherwise
        XCTAssertEqual(try choose(request, with: portal, fake), .cancelled, "response 2 is a cancel, as GTK takes it")
        fakePortal.answer = .choose(["file:///tmp/Report%201.pdf"])
        XCTAssertEqual(try choose(request, with: portal, fake), .chosen([URL(fileURLWithPath: "/tmp/Report 1.pdf")]))
        XCTAssertEqual(Set(fakePortal.calls.compactMap { $0.options["handle_token"] }).count, 3, "each request has a token of its own")
    }

    @MainActor func testTheAppsCancelClosesTheDialog() async throws {
        let (portal, fake) = try makePortal()
        let fakePortal = try XCTUnwrap(fake)
        fakePortal.answer = .wait
        var outcomes: [FileChooserOutcome] = []
        let session = try XCTUnwrap(portal.beginChoosing(FileChooserRequest(mode: .open, title: "Open"), for: nil) { outcomes.append($0) })
        pump(portal, fake) { fakePortal.calls.count == 1 && portal.hasAcknowledgedRequests }
        XCTAssertTrue(outcomes.isEmpty, "the dialog is open")
        session.cancel()
        XCTAssertEqual(outcomes, [.cancelled], "the app's cancel ends the request at once")
        pump(portal, fake) { !fakePortal.closedPaths.isEmpty }
        XCTAssertEqual(fakePortal.closedPaths, [fakePortal.calls[0].handlePath], "the portal is told to close its dialog")
        session.cancel()
        XCTAssertEqual(outcomes.count, 1, "cancelling twice ends it once")
    }

    @MainActor func testAnOldPortalsOwnHandleAndAPortalThatFails() async throws {
        let (portal, fake) = try makePortal()
        let fakePortal = try XCTUnwrap(fake)
        fakePortal.answer = .waitOnItsOwnPath
        var outcome: FileChooserOutcome?
        _ = portal.beginChoosing(FileChooserRequest(mode: .open, title: "Open"), for: nil) { outcome = $0 }
        pump(portal, fake) { portal.hasAcknowledgedRequests }
        try fakePortal.respondToLastCall(code: 0, uris: ["file:///srv/x.txt"])
        pump(portal, fake) { outcome != nil }
        XCTAssertEqual(outcome, .chosen([URL(fileURLWithPath: "/srv/x.txt")]), "a response on the path the portal answered is heard")
        fakePortal.answer = .fail
        guard case .unavailable(let reason) = try choose(FileChooserRequest(mode: .open, title: "Open"), with: portal, fake) else {
            return XCTFail("a portal that fails is unavailable, so Quill's own panel shows")
        }
        XCTAssertTrue(reason.contains("UnknownMethod"), reason)
    }

    @MainActor func testNoPortalOnTheBusAndNoBus() async throws {
        let (portal, _) = try makePortal(withFake: false)
        guard case .unavailable(let reason) = try choose(FileChooserRequest(mode: .open, title: "Open"), with: portal, nil) else {
            return XCTFail("no portal on the bus: unavailable")
        }
        XCTAssertTrue(reason.contains("ServiceUnknown") || reason.contains("NameHasNoOwner"), reason)
        XCTAssertEqual(portal.unavailableReason, reason)

        let nowhere = FileChooserPortal(busAddress: "unix:path=/nonexistent/quill-test-bus", log: RuntimeLogSink(writesToStandardError: false))
        defer { nowhere.stop() }
        nowhere.attach(wakeUp: {})
        pump(nowhere, nil) { nowhere.unavailableReason != nil }
        XCTAssertTrue(nowhere.unavailableReason?.hasPrefix("no session bus") == true, nowhere.unavailableReason ?? "nil")
        XCTAssertNil(nowhere.beginChoosing(FileChooserRequest(mode: .open, title: "Open"), for: nil) { _ in }, "no bus: Quill's panel at once")
    }

    @MainActor final class Recorder: DocumentPickerDelegate {
        var picked: [[URL]] = []
        func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked.append(urls) }
    }

    @MainActor func testADocumentPickerInAWindowAsksThePortal() async throws {
        let (portal, fake) = try makePortal()
        let fakePortal = try XCTUnwrap(fake)
        fakePortal.answer = .choose(["file:///home/ann/notes.txt"])
        portal.parentIdentifier = { _ in "x11:1c00007" }
        let harness = HeadlessHarness(size: Size(width: 800, height: 600))
        harness.context.fileChooser = portal
        let root = ViewController(nibName: nil, bundle: nil)
        harness.window.rootViewController = root
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.plainText])
        let recorder = Recorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        harness.settle()
        XCTAssertTrue(picker.isWaitingForSystemFileChooser)
        pump(portal, fake) { !recorder.picked.isEmpty }
        harness.settle()
        XCTAssertEqual(recorder.picked, [[URL(fileURLWithPath: "/home/ann/notes.txt")]])
        XCTAssertNil(root.presentedViewController, "the sheet closed")
        let call = try XCTUnwrap(fakePortal.calls.first)
        XCTAssertEqual(call.parentWindow, "x11:1c00007", "the dialog is modal to the picker's window")
        XCTAssertEqual(call.title, "Open")
        XCTAssertEqual(call.options["filters"], "Text: 1 text/plain, " + ContentType.plainText.filenameExtensions.map { "0 *.\($0)" }.joined(separator: ", "))
        XCTAssertEqual(call.options["multiple"], "false")
    }
}
