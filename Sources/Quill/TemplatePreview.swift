import Foundation

/// Shows a template's first view in a window and shows it again whenever a file it comes from
/// changes (the template, its images, its bundle), checking twice a second. When the template
/// cannot be loaded the window shows the error, with its file, line and column, instead of the
/// view, and the preview keeps watching: fixing the file brings the view back. `quill preview`
/// is built on it.
@MainActor
public final class TemplatePreview {
    /// The window the preview fills.
    public let window: Window
    /// The view shown now, if the template loaded.
    public private(set) var view: View?
    /// The error shown now, if it did not.
    public private(set) var errorText: String?
    /// How many times the template was loaded (the first time included).
    public private(set) var loadCount = 0
    private let load: @MainActor () throws -> Template
    private let watchedFolder: String
    private var fingerprint: [String] = []
    private var timer: ScheduledTimer?
    private let errorLabel = Label()

    /// Starts previewing: loads the template now, then every time a file under `folder` changes.
    /// - Parameters:
    ///   - window: The window the template's first view is shown in.
    ///   - load: Loads the template (again); its errors are shown in the window.
    ///   - folder: The folder whose files are watched (the bundle, or the template's folder).
    ///   - interval: Seconds between checks.
    public init(window: Window, watching folder: String, interval: Double = 0.5, load: @escaping @MainActor () throws -> Template) {
        self.window = window
        self.load = load
        watchedFolder = folder
        errorLabel.numberOfLines = 0
        errorLabel.textColor = .systemRed
        errorLabel.font = .systemFont(ofSize: 13)
        errorLabel.backgroundColor = Color(red8: 255, green8: 242, blue8: 242)
        fingerprint = currentFingerprint()
        reload()
        timer = window.scheduler.schedule(after: interval, repeating: interval) { [weak self] _ in self?.checkForChanges() }
    }

    /// Stops watching.
    public func stop() {
        timer?.cancel()
        timer = nil
    }

    /// The smallest window a preview opens: room for an error message to be read.
    public static let minimumWindowSize = Size(width: 480, height: 320)

    /// Loads the template again (and its images, which may have changed too) and shows its
    /// first view in the middle of the window, or the error, which also goes to standard error.
    public func reload() {
        loadCount += 1
        view?.removeFromSuperview()
        errorLabel.removeFromSuperview()
        view = nil
        errorText = nil
        if loadCount > 1 { Template.removeCachedImages() }
        do {
            let shown = try load().firstObject(of: View.self)
            let size = shown.bounds.size
            shown.frame = Rect(
                x: Swift.max(0, ((window.bounds.width - size.width) / 2).rounded(.down)),
                y: Swift.max(0, ((window.bounds.height - size.height) / 2).rounded(.down)), width: size.width, height: size.height)
            shown.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
            window.addSubview(shown)
            view = shown
        } catch {
            FileHandle.standardError.write(Data("\(RuntimeLog.programName): \(error)\n".utf8))
            let text = "Cannot show the template (fix the file; this window reloads it):\n\n\(error)"
            errorText = text
            errorLabel.text = text
            errorLabel.frame = window.bounds.insetBy(dx: 12, dy: 12)
            errorLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(errorLabel)
        }
    }

    /// Reloads when a watched file was added, removed or changed since the last look.
    public func checkForChanges() {
        let now = currentFingerprint()
        guard now != fingerprint else { return }
        fingerprint = now
        reload()
    }

    /// Every file under the folder (three levels deep) with its size and modification time.
    private func currentFingerprint() -> [String] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: watchedFolder) else { return [] }
        var entries: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if enumerator.level > 3 || relative.hasPrefix(".") || relative.contains("/.") { enumerator.skipDescendants(); continue }
            let attributes = try? manager.attributesOfItem(atPath: (watchedFolder as NSString).appendingPathComponent(relative))
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
            entries.append("\(relative) \(size) \(date)")
        }
        return entries.sorted()
    }
}
