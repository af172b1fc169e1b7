import Foundation
import QuillBus
import QuillPortal

/// A file chooser portal for the tests, on a private bus: it owns
/// `org.freedesktop.portal.Desktop`, records each OpenFile and SaveFile call with its options,
/// answers with the request's handle and then sends the `Response` the test scripted.
@MainActor
final class FakeFileChooserPortal {
    /// What the fake does with a request.
    enum Answer {
        /// Chooses these URIs (response 0).
        case choose([String])
        /// The person pressed Cancel (response 1).
        case cancel
        /// The dialog ended another way (response 2).
        case endOtherwise
        /// Shows the dialog and waits (for Request.Close).
        case wait
        /// An old portal: answers on a handle path of its own and waits (`respondToLastCall`).
        case waitOnItsOwnPath
        /// Replies with an error, as a portal without a file chooser backend does.
        case fail
    }

    /// One call the fake received.
    struct Call {
        var member: String
        var parentWindow: String
        var title: String
        var options: [String: String]
        var handlePath: String
    }

    var answer: Answer = .wait
    private(set) var calls: [Call] = []
    private(set) var closedPaths: [String] = []
    let connection: BusConnection

    init(address: String) throws {
        connection = try BusConnection.open(address: address)
        try connection.requestName(FileChooserPortal.busName)
        try connection.addFallback(prefix: FileChooserPortal.objectPath) { [weak self] message in
            MainActor.assumeIsolated { self?.handle(message) ?? 0 }
        }
    }

    private func handle(_ message: BusMessage) -> Int32 {
        do {
            switch (message.interface, message.member) {
            case (FileChooserPortal.fileChooserInterface, "OpenFile"), (FileChooserPortal.fileChooserInterface, "SaveFile"):
                try request(message)
                return 1
            case (FileChooserPortal.requestInterface, "Close"):
                closedPaths.append(message.path)
                try connection.send(try connection.reply(to: message))
                return 1
            default:
                return 0
            }
        } catch {
            connection.replyError(to: message, name: "org.freedesktop.DBus.Error.Failed", message: "\(error)")
            return 1
        }
    }

    private func request(_ message: BusMessage) throws {
        let parent = try message.readString()
        let title = try message.readString()
        let options = try Self.readOptions(message)
        if case .fail = answer {
            connection.replyError(to: message, name: "org.freedesktop.DBus.Error.UnknownMethod", message: "No such interface on this portal")
            return
        }
        let sender = message.sender.dropFirst().replacingOccurrences(of: ".", with: "_")
        var path = "\(FileChooserPortal.objectPath)/request/\(sender)/\(options["handle_token"] ?? "")"
        if case .waitOnItsOwnPath = answer { path = "\(FileChooserPortal.objectPath)/request/old/1" }
        calls.append(Call(member: message.member, parentWindow: parent, title: title, options: options, handlePath: path))
        let reply = try connection.reply(to: message)
        try reply.append(objectPath: path)
        try connection.send(reply)
        switch answer {
        case .choose(let uris): try respond(on: path, code: 0, uris: uris)
        case .cancel: try respond(on: path, code: 1, uris: nil)
        case .endOtherwise: try respond(on: path, code: 2, uris: nil)
        case .wait, .waitOnItsOwnPath, .fail: break
        }
    }

    /// Sends the `Response` of the last request (the person chose, later).
    func respondToLastCall(code: UInt32, uris: [String]?) throws {
        guard let call = calls.last else { return }
        try respond(on: call.handlePath, code: code, uris: uris)
    }

    private func respond(on path: String, code: UInt32, uris: [String]?) throws {
        let signal = try connection.signal(path: path, interface: FileChooserPortal.requestInterface, member: "Response")
        try signal.append(code)
        try signal.open("a", "{sv}")
        if let uris {
            try signal.open("e", "sv")
            try signal.append("uris")
            try signal.open("v", "as")
            try signal.append(strings: uris)
            try signal.close()
            try signal.close()
        }
        try signal.close()
        try connection.send(signal)
        connection.flush()
    }

    /// The options as text: strings as they are, booleans as `true`/`false`, byte arrays as
    /// the text before their NUL, filters as `name: kind pattern, kind pattern; name: …`.
    static func readOptions(_ message: BusMessage) throws -> [String: String] {
        var options: [String: String] = [:]
        try message.readVariantDictionary { key, contents in
            switch contents {
            case "s": options[key] = try message.readString()
            case "b": options[key] = try message.readBool() ? "true" : "false"
            case "ay":
                let bytes = try message.readBytes()
                options[key] = (bytes.last == 0 ? "" : "(no NUL) ") + String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            case "a(sa(us))":
                try message.enter("a", "(sa(us))")
                var filters: [String] = []
                while try message.nextTypeOrEnd() != nil { filters.append(try readFilter(message)) }
                try message.exit()
                options[key] = filters.joined(separator: "; ")
            case "(sa(us))": options[key] = try readFilter(message)
            default: options[key] = "(\(contents))"
            }
        }
        return options
    }

    private static func readFilter(_ message: BusMessage) throws -> String {
        try message.enter("r", "sa(us)")
        let name = try message.readString()
        try message.enter("a", "(us)")
        var patterns: [String] = []
        while try message.nextTypeOrEnd() != nil {
            try message.enter("r", "us")
            patterns.append("\(try message.readUInt32()) \(try message.readString())")
            try message.exit()
        }
        try message.exit()
        try message.exit()
        return "\(name): \(patterns.joined(separator: ", "))"
    }
}
