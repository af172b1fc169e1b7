import Foundation
import QuillBus
import QuillFoundation
import QuillViews

/// The desktop's own open and save dialogs through the freedesktop file chooser portal
/// (`org.freedesktop.portal.FileChooser` on the session bus, served by xdg-desktop-portal
/// with the GNOME, KDE or GTK backend): the dialog people know from their other apps, with
/// their bookmarks and recent files, which also reaches files a sandbox (Flatpak) would hide.
///
/// `App.run` installs one for every windowed app (`FileChooserPortal.install()`), so a
/// presented `DocumentPickerViewController` asks the portal first and shows Quill's own panel
/// only where no portal answers (no session bus, no xdg-desktop-portal, or a portal without a
/// file chooser). `QUILL_FILE_CHOOSER=quill` keeps to Quill's panel.
///
/// A request passes the picker's title, its button's label, whether several files may be
/// chosen, its types as filters (a MIME type and a `*.ext` glob per type), its folder and,
/// when saving, the suggested name; the dialog is modal to the app's window (`x11:` parent
/// handle). The chosen `file://` URIs come back as URLs; Cancel in the dialog cancels the
/// picker, and the picker's own Cancel closes the dialog (`Request.Close`).
@MainActor
public final class FileChooserPortal: SystemFileChooser, RunLoopSource {
    /// The portal's bus name.
    public static let busName = "org.freedesktop.portal.Desktop"
    /// The portal's object path.
    public static let objectPath = "/org/freedesktop/portal/desktop"
    /// The file chooser interface.
    public static let fileChooserInterface = "org.freedesktop.portal.FileChooser"
    /// The interface of the per-request objects that send `Response`.
    public static let requestInterface = "org.freedesktop.portal.Request"
    /// How long the portal may take to acknowledge a request (it starts on demand).
    static let callTimeout = 25.0

    /// Whether the session bus connection is made.
    public var isConnected: Bool { connection != nil }
    /// Whether every request under way was acknowledged by the portal (its dialog shows).
    public var hasAcknowledgedRequests: Bool { !requests.isEmpty && requests.values.allSatisfy(\.isAcknowledged) }
    /// Why the portal could not be asked, or could not serve the last request that failed (no
    /// session bus, no portal on it, no file chooser in it).
    public private(set) var unavailableReason: String?

    private let busAddress: String?
    private let log: RuntimeLogSink
    private var poller: BusPoller?
    private var connection: BusConnection?
    private var requests: [String: PortalRequest] = [:]
    /// Subscriptions of finished requests, released after the bus messages being handled.
    private var finishedMatches: [BusSignalMatch] = []
    private var requestCount = 0
    /// Names a window's native window as the portal's parent (the run's backend by default).
    var parentIdentifier: (Window) -> String? = { Application.shared.portalParentIdentifier(for: $0) }

    /// Creates a portal client for the bus at `busAddress` (`nil`: the user's session bus); it
    /// connects once attached to a run loop (`attach(wakeUp:)`).
    public init(busAddress: String? = nil, log: RuntimeLogSink = Application.shared.context.log) {
        self.busAddress = busAddress
        self.log = log
    }

    /// Makes document pickers of `Application.shared` ask the portal, unless the environment
    /// says not to (`QUILL_FILE_CHOOSER=quill`); returns the portal, or `nil` when off.
    @discardableResult
    public static func install(launchEnvironment: LaunchEnvironment = Application.shared.launchEnvironment) -> FileChooserPortal? {
        guard launchEnvironment.usesSystemFileChooser else { return nil }
        let portal = FileChooserPortal()
        Application.shared.context.fileChooser = portal
        Application.shared.addRunLoopSource(portal)
        return portal
    }

    /// Disconnects; requests still open end as `.unavailable`.
    public func stop() {
        poller?.stop()
        poller = nil
        for request in requests.values { request.finish(.unavailable("the file chooser portal client stopped")) }
        requests = [:]
        finishedMatches = []
        connection = nil
        Application.shared.removeRunLoopSource(self)
        if Application.shared.context.fileChooser === self { Application.shared.context.fileChooser = nil }
    }

    // MARK: RunLoopSource

    /// Starts connecting to the session bus on a thread of its own; does nothing if started.
    public func attach(wakeUp: @escaping @Sendable () -> Void) {
        guard poller == nil, connection == nil else { return }
        let address = busAddress
        let poller = BusPoller(threadName: "Quill portal", connect: {
            if let address { return try BusConnection.open(address: address) }
            return try BusConnection.session()
        }, wakeUp: wakeUp)
        self.poller = poller
        poller.start()
    }

    /// Takes the connection once made, then handles the portal's replies and signals.
    public func performPendingWork() {
        guard let poller else { return }
        if connection == nil {
            switch poller.takeHandover() {
            case .waiting: return
            case .failed(let reason):
                unavailableReason = "no session bus: \(reason)"
                self.poller = nil
                return
            case .connected(let fresh): connection = fresh
            }
        }
        connection?.processPending()
        poller.mainThreadDidProcess()
        // Subscriptions are released here, never from inside their own handler.
        finishedMatches.removeAll()
    }

    // MARK: SystemFileChooser

    /// Asks the portal to show its chooser; `nil` while there is no session bus connection.
    public func beginChoosing(
        _ request: FileChooserRequest, for window: Window?, completion: @escaping @MainActor (FileChooserOutcome) -> Void
    ) -> FileChooserSession? {
        guard let connection else { return nil }
        requestCount += 1
        let token = "quill\(getpid())_\(requestCount)"
        let sender = connection.uniqueName.dropFirst().replacingOccurrences(of: ".", with: "_")
        let pending = PortalRequest(token: token, handlePath: "\(Self.objectPath)/request/\(sender)/\(token)", completion: completion)
        do {
            try listen(for: pending, on: pending.handlePath, connection: connection)
            let call = try connection.methodCall(
                destination: Self.busName, path: Self.objectPath, interface: Self.fileChooserInterface,
                member: request.mode == .open ? "OpenFile" : "SaveFile")
            try call.append(window.flatMap(parentIdentifier) ?? "")
            try call.append(request.title)
            try PortalOptions.write(request, token: token, to: call)
            try connection.callAsync(call, timeout: Self.callTimeout) { [weak self] (result: Result<BusMessage, BusError>) in
                self?.acknowledge(pending, result: result)
            }
            connection.flush()
        } catch {
            finish(pending, .unavailable("the file chooser portal could not be asked: \(error)"))
            return nil
        }
        requests[token] = pending
        return FileChooserSession { [weak self] in self?.close(token: token) }
    }

    private func listen(for pending: PortalRequest, on path: String, connection: BusConnection) throws {
        let token = pending.token
        pending.matches.append(try connection.matchSignal(path: path, interface: Self.requestInterface, member: "Response") { [weak self] message in
            MainActor.assumeIsolated { self?.respond(token: token, message: message) }
        })
    }

    /// The portal's reply to OpenFile or SaveFile: the request's handle, or an error (no
    /// portal on the bus, no file chooser in it).
    private func acknowledge(_ pending: PortalRequest, result: Result<BusMessage, BusError>) {
        guard !pending.isFinished else { return }
        switch result {
        case .failure(let error):
            finish(pending, .unavailable("the file chooser portal did not answer (\(error.name): \(error.message))"))
        case .success(let reply):
            pending.isAcknowledged = true
            // Portals before version 0.9 answer on a path of their own choosing.
            if let path = try? reply.readString(), path != pending.handlePath, let connection {
                pending.handlePath = path
                do {
                    try listen(for: pending, on: path, connection: connection)
                } catch {
                    finish(pending, .unavailable("the file chooser portal's answer cannot be heard: \(error)"))
                }
            }
        }
    }

    /// The `Response` signal: 0 chosen (with `uris`), 1 cancelled, 2 ended otherwise (as GTK
    /// does, a cancel).
    private func respond(token: String, message: BusMessage) {
        guard let pending = requests[token], !pending.isFinished else { return }
        do {
            let code = try message.readUInt32()
            var uris: [String] = []
            try message.readVariantDictionary { key, contents in
                if key == "uris", contents == "as" { uris = try message.readStrings() }
            }
            switch code {
            case 0:
                let urls = uris.compactMap { URL(string: $0) }
                if urls.count < uris.count { log.warning("the file chooser portal gave URIs that are not URLs: \(uris)") }
                finish(pending, .chosen(urls))
            case 1:
                finish(pending, .cancelled)
            default:
                // Ended another way (the dialog's window was closed): a cancel, as GTK takes it.
                finish(pending, .cancelled)
            }
        } catch {
            finish(pending, .unavailable("the file chooser portal's response could not be read: \(error)"))
        }
    }

    /// The app's own cancel: the portal closes its dialog (`Request.Close`); the request ends
    /// as `.cancelled` without waiting for the portal.
    private func close(token: String) {
        guard let pending = requests[token], !pending.isFinished else { return }
        if pending.isAcknowledged, let connection,
           let call = try? connection.methodCall(destination: Self.busName, path: pending.handlePath, interface: Self.requestInterface, member: "Close") {
            try? connection.callAsync(call, timeout: Self.callTimeout) { (_: Result<BusMessage, BusError>) in }
            connection.flush()
        }
        finish(pending, .cancelled)
    }

    private func finish(_ pending: PortalRequest, _ outcome: FileChooserOutcome) {
        requests[pending.token] = nil
        finishedMatches.append(contentsOf: pending.matches)
        pending.matches = []
        // A desktop without a portal is common: the reason is kept, not logged; the picker
        // shows Quill's own panel.
        if case .unavailable(let reason) = outcome { unavailableReason = reason }
        pending.finish(outcome)
    }
}
