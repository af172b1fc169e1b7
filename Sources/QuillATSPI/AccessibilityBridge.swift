import QuillBus
import Foundation
import QuillFoundation
import QuillViews

/// Shows a Quill application's windows to Linux assistive technologies (the Orca screen
/// reader, `accerciser`, UI automation) over AT-SPI2, the accessibility D-Bus protocol GTK
/// and Qt speak: the application, its windows as frames and their accessibility elements with
/// roles, names, states and extents, and the Action, Value, Text, EditableText, Component,
/// Table, TableCell and Selection interfaces where they apply; changes are sent as events.
///
/// `App.run` starts it for every windowed app. It connects on a thread of its own, and stays
/// off, silently, when there is no session bus or accessibility bus (set
/// `QUILL_ACCESSIBILITY_DEBUG=1` to hear why), or when `NO_AT_BRIDGE=1` or
/// `QUILL_ACCESSIBILITY=0` is set.
@MainActor
public final class AccessibilityBridge: RunLoopSource {
    /// The name assistive technologies list the application under.
    public let applicationName: String
    /// The toolkit version reported to clients.
    public let toolkitVersion: String
    /// Whether the bridge is connected and registered with the accessibility registry.
    public private(set) var isRegistered = false
    /// Why the bridge is off (no accessibility bus, the registry refused), once it knows.
    public private(set) var unavailableReason: String?

    let objects = AccessibleObjectTable()
    var connection: BusConnection?
    var desktop = ObjectReference.null
    var applicationID: Int32 = 0
    var snapshots: [String: NodeSnapshot] = [:]
    weak var focusedView: View?
    var lastChangeCheck = 0.0
    private var poller: BusPoller?
    private let environment: [String: String]
    private var notificationObserver: Int?

    /// How often (seconds) known objects are compared with what clients were told when
    /// nothing seems to change.
    static let changeCheckInterval = 0.25
    /// The shortest time between two comparisons (a frame).
    static let busyChangeCheckInterval = 1.0 / 60.0
    /// Whether a client called a method that changes something since the last comparison.
    var clientActed = false
    /// The methods (of any interface) that change what they are called on.
    static let changingMembers: Set<String> = [
        "DoAction", "Set", "SetCaretOffset", "SetSelection", "AddSelection", "RemoveSelection", "GrabFocus", "ScrollTo",
        "AddRowSelection", "SelectChild", "GetAccessibleAt",
    ]

    /// Creates a bridge; it connects once the run loop runs (see `start(applicationName:toolkitVersion:)`).
    init(applicationName: String, toolkitVersion: String, environment: [String: String]) {
        self.applicationName = applicationName
        self.toolkitVersion = toolkitVersion
        self.environment = environment
    }

    /// Starts the bridge for `Application.shared` unless the environment turns it off
    /// (`NO_AT_BRIDGE=1`, `QUILL_ACCESSIBILITY=0`); returns it, or `nil` when off. It connects
    /// when the application's run loop starts.
    @discardableResult
    public static func start(
        applicationName: String, toolkitVersion: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> AccessibilityBridge? {
        guard LaunchEnvironment(environment).startsAccessibilityBridge else { return nil }
        let bridge = AccessibilityBridge(applicationName: applicationName, toolkitVersion: toolkitVersion, environment: environment)
        Application.shared.addRunLoopSource(bridge)
        return bridge
    }

    /// Disconnects and stops serving.
    public func stop() {
        poller?.stop()
        poller = nil
        if let notificationObserver { Application.shared.removeAccessibilityObserver(notificationObserver) }
        notificationObserver = nil
        Application.shared.removeRunLoopSource(self)
        connection = nil
        isRegistered = false
    }

    // MARK: RunLoopSource

    /// Starts connecting to the accessibility bus on a background thread, which calls `wakeUp`
    /// when the connection (or its failure) or a bus message arrives; does nothing if started.
    public func attach(wakeUp: @escaping @Sendable () -> Void) {
        guard poller == nil else { return }
        let environment = environment
        let poller = BusPoller(threadName: "Quill AT-SPI", connect: { try AccessibilityBridge.connectToAccessibilityBus(environment: environment) }, wakeUp: wakeUp)
        self.poller = poller
        poller.start()
    }

    /// On the main thread: registers with the registry once the bus connection is made (or
    /// records why not in `unavailableReason`), answers pending client calls, and sends focus
    /// and change events, looking for changes at most once a frame while something changes and
    /// a few times a second otherwise.
    public func performPendingWork() {
        guard let poller else { return }
        if connection == nil {
            let fresh: BusConnection
            switch poller.takeHandover() {
            case .waiting: return
            case .failed(let reason):
                unavailableReason = "no accessibility bus: \(reason)"
                debug("no accessibility bus (\(reason)); assistive technologies will not see this app")
                self.poller = nil
                return
            case .connected(let connection): fresh = connection
            }
            do {
                try setUp(fresh)
            } catch {
                unavailableReason = "could not register with the accessibility registry: \(error)"
                debug(unavailableReason!)
            }
        }
        guard let connection else {
            poller.mainThreadDidProcess()
            return
        }
        connection.processPending()
        poller.mainThreadDidProcess()
        if isRegistered {
            sendFocusChange()
            // Changes are looked for as soon as something changed on screen (a window waits
            // for a frame) or a client acted, at most once a frame, and otherwise a few times
            // a second (a value that changes without drawing).
            let now = ProcessInfo.processInfo.systemUptime
            let changed = clientActed || Application.shared.windows.contains { $0.needsFrame }
            let interval = changed ? Self.busyChangeCheckInterval : Self.changeCheckInterval
            if now - lastChangeCheck >= interval {
                lastChangeCheck = now
                clientActed = false
                sendChanges()
            }
        }
        connection.flush()
    }

    // MARK: Connecting

    /// Finds and opens the accessibility bus: `AT_SPI_BUS_ADDRESS`, else the address the
    /// session bus's `org.a11y.Bus` gives (starting the bus if needed).
    nonisolated static func connectToAccessibilityBus(environment: [String: String]) throws -> BusConnection {
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty {
            return try BusConnection.open(address: address)
        }
        let session = try BusConnection.session()
        let call = try session.methodCall(destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress")
        let reply = try session.call(call, timeout: 5)
        let address = try reply.readString()
        guard !address.isEmpty else { throw BusError(name: "org.a11y.Bus", message: "the accessibility bus has no address") }
        return try BusConnection.open(address: address)
    }

    private func setUp(_ connection: BusConnection) throws {
        self.connection = connection
        try connection.addFallback(prefix: "/org/a11y/atspi") { [weak self] message in
            MainActor.assumeIsolated { self?.handle(message) ?? 0 }
        }
        let embed = try connection.methodCall(
            destination: "org.a11y.atspi.Registry", path: AccessibleObjectTable.rootPath, interface: "org.a11y.atspi.Socket", member: "Embed")
        try embed.append(ObjectReference(busName: connection.uniqueName, path: AccessibleObjectTable.rootPath))
        try connection.callAsync(embed, timeout: 5) { [weak self] reply in
            MainActor.assumeIsolated { self?.didEmbed(reply) }
        }
        notificationObserver = Application.shared.observeAccessibilityNotifications { [weak self] notification in
            self?.post(notification)
        }
    }

    private func didEmbed(_ reply: BusMessage?) {
        guard let reply, let parent = try? reply.readReference() else {
            unavailableReason = "the accessibility registry refused this app"
            debug(unavailableReason!)
            return
        }
        desktop = parent
        isRegistered = true
        // Windows opened or closed later are sent as the application's children changing.
        _ = reference(for: .application)
        debug("registered with the accessibility registry as \(connection?.uniqueName ?? "?")")
        if let window = Application.shared.windows.last {
            emit(.window(window), interface: "org.a11y.atspi.Event.Window", member: "Activate", detail: "")
        }
    }

    func debug(_ text: String) {
        guard LaunchEnvironment(environment).logsAccessibilityTraffic else { return }
        FileHandle.standardError.write(Data("quill: accessibility: \(text)\n".utf8))
    }

    // MARK: References

    /// The reference of a node on the bus; the node becomes known (its changes are sent).
    func reference(for node: AccessibleNode) -> ObjectReference {
        let path = objects.path(for: node)
        if snapshots[path] == nil { snapshots[path] = snapshot(of: node) }
        return ObjectReference(busName: connection?.uniqueName ?? "", path: path)
    }

    /// The application's reference.
    var rootReference: ObjectReference { reference(for: .application) }

    /// The parent's reference (the registry's desktop for the application).
    func parentReference(of node: AccessibleNode) -> ObjectReference {
        guard let parent = node.parent else { return desktop }
        return reference(for: parent)
    }

    // MARK: Dispatch

    /// Answers one method call for an object under /org/a11y/atspi; returns 1 when replied.
    func handle(_ message: BusMessage) -> Int32 {
        guard message.isMethodCall, let connection else { return 0 }
        let interface = message.interface
        if Self.changingMembers.contains(message.member) || interface == "org.a11y.atspi.EditableText" { clientActed = true }
        if interface == "org.freedesktop.DBus.Introspectable" || interface == "org.freedesktop.DBus.Peer" { return 0 }
        do {
            let reply = try connection.reply(to: message)
            if message.path == "/org/a11y/atspi/cache" {
                guard interface == "org.a11y.atspi.Cache", message.member == "GetItems" else { return unknownMethod(message) }
                try reply.open("a", "((so)(so)(so)iiassusau)")
                try reply.close()
            } else {
                guard let node = objects.node(forPath: message.path) else {
                    connection.replyError(to: message, name: BusError.unknownObject, message: "\(message.path) is gone")
                    return 1
                }
                let handled: Bool
                if interface == "org.freedesktop.DBus.Properties" {
                    handled = try handleProperties(message, node: node, reply: reply)
                } else {
                    guard node.interfaces.contains(interface) else { return unknownMethod(message) }
                    handled = try handleMethod(message, node: node, reply: reply)
                }
                guard handled else { return unknownMethod(message) }
            }
            try connection.send(reply)
        } catch let error as BusError {
            connection.replyError(to: message, name: error.name.hasPrefix("org.") ? error.name : "org.freedesktop.DBus.Error.Failed", message: error.message)
        } catch {
            connection.replyError(to: message, name: "org.freedesktop.DBus.Error.Failed", message: "\(error)")
        }
        return 1
    }

    private func unknownMethod(_ message: BusMessage) -> Int32 {
        connection?.replyError(
            to: message, name: BusError.unknownMethod, message: "\(message.interface).\(message.member) is not implemented by \(message.path)")
        return 1
    }

    // MARK: Properties

    private func handleProperties(_ message: BusMessage, node: AccessibleNode, reply: BusMessage) throws -> Bool {
        switch message.member {
        case "Get":
            let interface = try message.readString()
            let name = try message.readString()
            guard node.interfaces.contains(interface), let value = property(name, of: interface, node: node) else {
                throw BusError(name: BusError.unknownProperty, message: "\(interface).\(name) is not a property of \(message.path)")
            }
            try reply.append(variant: value)
        case "GetAll":
            let interface = try message.readString()
            try reply.open("a", "{sv}")
            if node.interfaces.contains(interface) {
                for name in Self.propertyNames[interface] ?? [] {
                    guard let value = property(name, of: interface, node: node) else { continue }
                    try reply.open("e", "sv")
                    try reply.append(name)
                    try reply.append(variant: value)
                    try reply.close()
                }
            }
            try reply.close()
        case "Set":
            let interface = try message.readString()
            let name = try message.readString()
            switch (interface, name) {
            case ("org.a11y.atspi.Application", "Id"):
                applicationID = Int32(clamping: Int(try message.readNumericVariant()))
            case ("org.a11y.atspi.Value", "CurrentValue"):
                guard node.interfaces.contains(interface) else { return false }
                setValue(try message.readNumericVariant(), of: node)
            default:
                throw BusError(name: BusError.unknownProperty, message: "\(interface).\(name) cannot be set on \(message.path)")
            }
        default:
            return false
        }
        return true
    }

    /// The properties of each interface, for `GetAll`.
    static let propertyNames: [String: [String]] = [
        "org.a11y.atspi.Accessible": ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId"],
        "org.a11y.atspi.Application": ["ToolkitName", "Version", "AtspiVersion", "Id"],
        "org.a11y.atspi.Action": ["NActions"],
        "org.a11y.atspi.Value": ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
        "org.a11y.atspi.Text": ["CharacterCount", "CaretOffset"],
        "org.a11y.atspi.Table": ["NRows", "NColumns", "Caption", "Summary", "NSelectedRows", "NSelectedColumns"],
        "org.a11y.atspi.TableCell": ["ColumnSpan", "Position", "RowSpan", "Table"],
        "org.a11y.atspi.Selection": ["NSelectedChildren"],
    ]

    /// A property's value, or `nil` when the interface has no such property.
    func property(_ name: String, of interface: String, node: AccessibleNode) -> BusValue? {
        switch (interface, name) {
        case ("org.a11y.atspi.Accessible", "Name"): return .string(node.name(applicationName: applicationName))
        case ("org.a11y.atspi.Accessible", "Description"): return .string(node.description)
        case ("org.a11y.atspi.Accessible", "Parent"): return .reference(parentReference(of: node))
        case ("org.a11y.atspi.Accessible", "ChildCount"): return .int32(Int32(clamping: node.children.count))
        case ("org.a11y.atspi.Accessible", "Locale"): return .string(locale)
        case ("org.a11y.atspi.Accessible", "AccessibleId"): return .string(node.view?.accessibilityIdentifier ?? "")
        case ("org.a11y.atspi.Application", "ToolkitName"): return .string("Quill")
        case ("org.a11y.atspi.Application", "Version"): return .string(toolkitVersion)
        case ("org.a11y.atspi.Application", "AtspiVersion"): return .string("2.1")
        case ("org.a11y.atspi.Application", "Id"): return .int32(applicationID)
        case ("org.a11y.atspi.Action", "NActions"): return .int32(Int32(node.actions.count))
        case ("org.a11y.atspi.Value", _): return valueProperty(name, of: node)
        case ("org.a11y.atspi.Text", _): return textProperty(name, of: node)
        case ("org.a11y.atspi.Table", _): return tableProperty(name, of: node)
        case ("org.a11y.atspi.TableCell", _): return tableCellProperty(name, of: node)
        case ("org.a11y.atspi.Selection", "NSelectedChildren"):
            return .int32(Int32(node.children.filter { $0.view?.accessibilityTraits.contains(.selected) == true }.count))
        default: return nil
        }
    }

    /// The locale reported to clients, from `LC_ALL`, `LC_MESSAGES` or `LANG`.
    var locale: String {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty { return value.split(separator: ".").first.map(String.init) ?? value }
        }
        return "C"
    }
}
