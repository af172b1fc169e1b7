import Foundation
import Quill

/// Interface Builder files from real iOS projects, loaded and laid out live: a list of the
/// .xib files found, the selected one rendered beside it (leniently, as .xib files load), its
/// warnings below. Where the files are: `QUILL_XIB_CORPUS`, `../shared/corpus/xib`, or Quill's
/// own test fixtures in a checkout.
@MainActor
enum XibFilesDemo {
    /// Folders searched for .xib files, in order.
    static var folders: [String] {
        var folders: [String] = []
        if let corpus = ProcessInfo.processInfo.environment["QUILL_XIB_CORPUS"], !corpus.isEmpty { folders.append(corpus) }
        folders += ["../shared/corpus/xib", "Tests/Fixtures/Xib"]
        return folders
    }

    /// The first folder that has .xib files, and its files.
    static func found() -> (folder: String, files: [String])? {
        for folder in folders {
            let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xib") }.sorted()
            if !files.isEmpty { return (folder, files) }
        }
        return nil
    }

    static var demo: GalleryDemo {
        let corpus = found()
        return GalleryDemo(
            section: ".xib files", title: "Interface Builder files",
            summary: corpus.map { "\($0.files.count) .xib files from \($0.folder), laid out live; pick one in the list." }
                ?? "No .xib files found: set QUILL_XIB_CORPUS to a folder of them.",
            sources: [.swift("XibFilesDemo.swift")] + (corpus.flatMap { c in c.files.first.map { [.file(title: $0, path: c.folder + "/" + $0)] } } ?? [])
        ) { host, size in
            guard let corpus else {
                let label = Label(frame: Rect(origin: .zero, size: size).insetBy(dx: 20, dy: 20))
                label.numberOfLines = 0
                label.text = "No .xib files were found (looked in: \(folders.joined(separator: ", "))).\n\nRun the gallery with QUILL_XIB_CORPUS=/path/to/xib/files, or from a Quill checkout."
                return label
            }
            return host.keep(Browser(folder: corpus.folder, files: corpus.files, size: size, host: host)).page
        }
    }

    /// The list on the left and the selected file's views on the right.
    final class Browser: TableViewDataSource, TableViewDelegate {
        let folder: String
        let files: [String]
        let page: View
        let list: TableView
        let stage = ScrollView(frame: .zero)
        let notes = Label()
        weak var host: GalleryHost?
        private var shown: [View] = []
        /// The view controllers whose views are shown (a file's top-level controller owns its
        /// view's outlets and actions).
        private var shownControllers: [ViewController] = []

        init(folder: String, files: [String], size: Size, host: GalleryHost) {
            self.folder = folder
            self.files = files
            self.host = host
            page = View(frame: Rect(origin: .zero, size: size))
            let listWidth = Swift.min(260, (size.width * 0.38).rounded())
            list = TableView(frame: Rect(x: 0, y: 0, width: listWidth, height: size.height))
            list.autoresizingMask = [.flexibleHeight]
            list.rowHeight = 40
            stage.frame = Rect(x: listWidth, y: 0, width: size.width - listWidth, height: size.height - 90)
            stage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            stage.backgroundColor = Color(red8: 246, green8: 246, blue8: 250)
            notes.frame = Rect(x: listWidth + 12, y: size.height - 86, width: size.width - listWidth - 24, height: 80)
            notes.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            notes.numberOfLines = 5
            notes.font = .systemFont(ofSize: 11)
            notes.textColor = .secondaryLabel
            page.addSubview(list)
            page.addSubview(stage)
            page.addSubview(notes)
            list.dataSource = self
            list.delegate = self
            show(0)
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { files.count }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "File") ?? TableViewCell(style: .subtitle, reuseIdentifier: "File")
            let name = (files[indexPath.row] as NSString).deletingPathExtension
            let parts = name.components(separatedBy: "__")
            cell.textLabel.text = parts.last?.components(separatedBy: "_").last ?? name
            cell.textLabel.font = .systemFont(ofSize: 13)
            cell.detailTextLabel?.text = parts.count > 1 ? parts[0] : ""
            cell.detailTextLabel?.font = .systemFont(ofSize: 10)
            return cell
        }

        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { show(indexPath.row) }

        /// Loads file `index` and lays out its first top-level views in the stage.
        func show(_ index: Int) {
            for view in shown { view.removeFromSuperview() }
            shown.removeAll()
            shownControllers.removeAll()
            let path = folder + "/" + files[index]
            host?.showSources([.file(title: files[index], path: path), .swift("XibFilesDemo.swift")])
            do {
                let images = ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/images")) ?? []).map { folder + "/images/" + $0 }
                let template = try Template(contentsOfFile: path)
                let instance = try template.makeInstance(owner: nil, options: TemplateOptions(strictness: .lenient, resourceFolders: images))
                var y = 16.0, width = 0.0
                // Top-level views, and the views of top-level view controllers (a screen kept
                // with its controller, as BarsScreen.xib is).
                var views: [View] = []
                for object in instance.topLevelObjects {
                    if let view = object as? View {
                        views.append(view)
                    } else if let controller = object as? ViewController {
                        shownControllers.append(controller)
                        views.append(controller.view)
                    }
                }
                for view in views.prefix(3) {
                    view.frame.origin = Point(x: 16, y: y)
                    stage.addSubview(view)
                    shown.append(view)
                    y += view.frame.height + 16
                    width = Swift.max(width, view.frame.width + 32)
                }
                stage.contentSize = Size(width: width, height: y)
                notes.textColor = .secondaryLabel
                notes.text = instance.warnings.isEmpty ? "Loaded with no warnings." : instance.warnings.prefix(4).map { "\($0)".replacingOccurrences(of: folder + "/", with: "") }.joined(separator: "\n")
            } catch {
                notes.text = "\(error)"
                notes.textColor = .systemRed
            }
            if list.indexPathForSelectedRow?.row != index {
                list.selectRow(at: IndexPath(row: index, section: 0), animated: false, scrollPosition: .none)
            }
        }
    }
}
