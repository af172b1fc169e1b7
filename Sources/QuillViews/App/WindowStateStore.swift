import Foundation
import QuillFoundation

/// Where windows' sizes and places are remembered between runs, by their `autosaveName`: the
/// JSON file `$XDG_CONFIG_HOME/APP/windows.json` (`~/.config/APP/windows.json` when
/// `XDG_CONFIG_HOME` is unset), APP being the program's name:
///
///     {"version": 1, "windows": {"main": {"x": 80, "y": 60, "width": 1180, "height": 760, "isFullScreen": false}}}
///
/// A missing, unreadable or damaged file, or a state no window can take, is ignored (with a
/// warning naming the file): the window opens at its own size, and the next save rewrites the
/// file. Saving writes a new file and renames it over the old, so a crash never leaves half.
@MainActor
public final class WindowStateStore {
    /// The file.
    public let fileURL: URL
    private var states: [String: WindowState]?
    private let log: RuntimeLogSink

    /// A store in a file.
    public init(fileURL: URL, log: RuntimeLogSink = RuntimeLog.process) {
        self.fileURL = fileURL
        self.log = log
    }

    /// The store of a program, in its XDG configuration folder.
    public static func standard(programName: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> WindowStateStore {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
        let safeName = programName.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }.trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return WindowStateStore(fileURL: URL(fileURLWithPath: base).appendingPathComponent(safeName.isEmpty ? "quill-app" : safeName).appendingPathComponent("windows.json"))
    }

    /// The remembered state of a window, if any (and plausible).
    public func state(forWindowNamed name: String) -> WindowState? {
        guard let state = loaded()[name] else { return nil }
        guard state.isPlausible else {
            log.warning("\(fileURL.path): the remembered place of window '\(name)' (\(state.width)x\(state.height) at \(state.x),\(state.y)) is not one a window can take; it is ignored")
            return nil
        }
        return state
    }

    /// Remembers a window's state and writes the file.
    /// - Throws: when the folder cannot be made or the file written.
    public func save(_ state: WindowState, forWindowNamed name: String) throws {
        var all = loaded()
        all[name] = state
        states = all
        let file = StoredFile(version: 1, windows: all)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(file)
        try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: fileURL, options: .atomic)
    }

    private func loaded() -> [String: WindowState] {
        if let states { return states }
        var result: [String: WindowState] = [:]
        if let data = try? Data(contentsOf: fileURL) {
            if data.count > 1 << 20 {
                log.warning("\(fileURL.path) is larger than 1 MB; windows open at their own sizes (delete the file to start afresh)")
            } else if let file = try? JSONDecoder().decode(StoredFile.self, from: data), file.version == 1 {
                result = file.windows
            } else {
                log.warning("\(fileURL.path) is not a window-state file Quill can read; windows open at their own sizes and it is rewritten on the next save")
            }
        }
        states = result
        return result
    }

    /// The file's shape.
    private struct StoredFile: Codable {
        var version: Int
        var windows: [String: WindowState]
    }
}
