import Foundation
import Quill

/// Every widget bundle on the search path: its manifest, whether it brings code (a plugin,
/// loaded with dlopen) or only data, and its first template drawn; a bundle that fails to load
/// shows why.
@MainActor
enum WidgetBundlesDemo {
    static let demo = GalleryDemo(
        section: "Widget bundles", title: "Bundles on the search path",
        summary: "Each bundle found on QUILL_WIDGET_PATH, beside the program, in PREFIX/share/quill/Widgets or ./Widgets; plugins and data alike.",
        sources: [.swift("WidgetBundlesDemo.swift")]
    ) { host, size in
        let scroll = ScrollView(frame: Rect(origin: .zero, size: size))
        var y = 16.0
        let names = bundleNames()
        if names.isEmpty {
            let label = Label(frame: Rect(x: 20, y: 20, width: size.width - 40, height: 60))
            label.numberOfLines = 0
            label.text = "No widget bundles found (searched: \(WidgetBundleLoader.shared.searchPaths.joined(separator: ", ")))."
            scroll.addSubview(label)
        }
        for name in names {
            let card = View(frame: Rect(x: 16, y: y, width: size.width - 32, height: 0))
            card.autoresizingMask = [.flexibleWidth]
            card.backgroundColor = Color(red8: 248, green8: 248, blue8: 251)
            card.cornerRadius = 10
            let title = Label(text: name, font: .boldSystemFont(ofSize: 15))
            title.frame = Rect(x: 14, y: 10, width: card.frame.width - 28, height: 20)
            let about = Label(frame: Rect(x: 14, y: 32, width: card.frame.width - 28, height: 34))
            about.numberOfLines = 2
            about.font = .systemFont(ofSize: 12)
            about.textColor = .secondaryLabel
            card.addSubview(title)
            card.addSubview(about)
            var height = 74.0
            do {
                // A bundle whose class this program links already (the date pickers, the
                // section header) is opened for its resources only; the others load, with
                // their code when they have some.
                let loader = WidgetBundleLoader.shared
                let resources = try loader.resourceBundle(named: name)
                let linked = resources.manifest.principalClass.map { TemplateRegistry.shared.isRegistered($0) } ?? false
                let bundle = linked && resources.manifest.library != nil ? resources : try loader.bundle(named: name)
                let kind = bundle.manifest.library == nil ? "data only"
                    : linked ? "code linked into the gallery" : "plugin: \(bundle.manifest.library ?? "") loaded with dlopen"
                about.text = "\(bundle.manifest.version) · \(kind) · templates: \(bundle.templateNames.joined(separator: ", "))\n\(bundle.manifest.summary ?? "")"
                if let first = bundle.templateNames.first {
                    let view = try bundle.template(named: first).firstObject(of: View.self)
                    view.frame.origin = Point(x: 14, y: 74)
                    // An empty preview (a cell before its data) is still named for a screen reader.
                    if view.isAccessibilityElement, (view.accessibilityLabel ?? "").isEmpty { view.accessibilityLabel = "\(first) preview" }
                    card.addSubview(view)
                    height += view.frame.height + 12
                }
            } catch {
                about.text = "\(error)"
                about.textColor = .systemRed
                about.numberOfLines = 4
                about.frame.size.height = 60
                height = 100
            }
            card.frame.size.height = height
            scroll.addSubview(card)
            y += height + 12
        }
        scroll.contentSize = Size(width: size.width, height: y)
        return scroll
    }

    /// The names of the bundles on the search path, each once, sorted.
    static func bundleNames() -> [String] {
        var names: Set<String> = []
        for folder in WidgetBundleLoader.shared.searchPaths {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = (folder as NSString).appendingPathComponent(entry)
                if FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent("bundle.yaml")) {
                    names.insert((entry as NSString).deletingPathExtension)
                }
            }
        }
        return names.sorted()
    }
}
