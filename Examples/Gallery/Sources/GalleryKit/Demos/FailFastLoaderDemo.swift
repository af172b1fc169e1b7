import Quill

/// The fail-fast cell loader: a template that holds no cell, a cell without a reuse identifier,
/// and one whose identifier is not the template's name are errors naming the file, the line and
/// the fix, never a blank row.
@MainActor
enum FailFastLoaderDemo {
    static let broken = ["NoCell", "NoReuseIdentifier", "WrongIdentifier", "FailFastCell"]

    static let demo = GalleryDemo(
        section: "Patterns", title: "The fail-fast cell loader",
        summary: "CellTemplateLoader refuses templates that would give wrong rows, with file:line:column and what to change.",
        sources: [.swift("FailFastLoaderDemo.swift")] + broken.map { .file(title: "\($0).quill", path: GalleryResources.path(of: "\($0).quill")) }
    ) { _, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        var y = 16.0
        for name in broken {
            let title = Label(text: "\(name).quill", font: .monospacedSystemFont(ofSize: 13, weight: .bold))
            title.frame = Rect(x: 16, y: y, width: size.width - 32, height: 18)
            title.autoresizingMask = [.flexibleWidth]
            page.addSubview(title)
            let result = Label(frame: Rect(x: 16, y: y + 22, width: size.width - 32, height: 60))
            result.numberOfLines = 0
            result.font = .systemFont(ofSize: 12)
            result.autoresizingMask = [.flexibleWidth]
            do {
                let cell = try CellTemplateLoader.cell(from: try Template.named(name, in: GalleryResources.bundle))
                result.text = "✓ loaded a \(type(of: cell)) with reuse identifier '\(cell.reuseIdentifier ?? "")'"
                result.textColor = .systemGreen
            } catch {
                result.text = "✗ \(error)".replacingOccurrences(of: GalleryResources.bundle.templateBundle.path + "/", with: "")
                result.textColor = .systemRed
            }
            result.frame.size.height = result.sizeThatFits(Size(width: result.frame.width, height: 1000)).height
            page.addSubview(result)
            y += 22 + result.frame.height + 18
        }
        return page
    }
}
