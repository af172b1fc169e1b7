import Foundation
import QuillControllers
import QuillFoundation
import QuillGraphics
import QuillTemplates
import QuillViews
import QuillWidgets
import QuillAuthoring
import QuillWidgetBundles

/// One thing Quill reads from untrusted bytes, fed to libFuzzer (`make fuzz`) or replayed from
/// files (`quill-fuzz replay`). Each run must return normally: a thrown error is the expected
/// answer to bad input; a trap, a sanitizer report, a hang or runaway memory is a finding.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// `.xib` files (both Apple formats) through the XML reader and the document check.
    case xib
    /// Native `.quill` templates through the YAML reader, constraint rules and the document check.
    case native
    /// Widget bundle manifests (`bundle.yaml`).
    case manifest
    /// A widget bundle's strings tables (`Strings/<language>/<table>.yaml`).
    case strings
    /// PNG decoding with the decoded-pixel budget.
    case png
    /// JPEG decoding (libjpeg-turbo) with the same limits and budget.
    case jpeg
    /// Text layout and drawing of arbitrary UTF-8 with fuzzed size, lines, alignment and breaking.
    case text
    /// The whole path of a template: read (either format) → instantiate (strict and lenient)
    /// → lay out → check the layout → render at a bounded size → instantiate again (replayed
    /// from the recorded plan) and compare.
    case render
    /// The whole path of a storyboard: read → check each scene → make every scene (relationships,
    /// embeds, prototypes, segue triggers; references to missing storyboards stand in) → lay out
    /// and render each controller's view at a bounded size.
    case storyboard
    /// Auto Layout on trees of views, labels and stack views with fuzzed constraints, laid out,
    /// resized and partly removed, within a time limit (`LayoutFuzzProgram`).
    case layout
    /// What other applications hand over (`TransferFuzzProgram`): clipboard text and images
    /// pasted into a text field and a text view, files and text dropped on a window.
    case transfer

    /// What the target exercises, for `quill-fuzz list`.
    var summary: String {
        switch self {
        case .xib: "XibReader + TemplateDocumentCheck on .xib bytes"
        case .native: "NativeTemplateReader + TemplateDocumentCheck on .quill bytes"
        case .manifest: "WidgetBundleManifest.read on bundle.yaml bytes"
        case .strings: "WidgetBundle.readStringTable on strings-table bytes"
        case .png: "PNGCodec.decode with a 64 MiB decoded-pixel budget"
        case .jpeg: "JPEGCodec.decode with a 64 MiB decoded-pixel budget"
        case .text: "TextLayout + Label drawing of arbitrary UTF-8 (first 4 bytes pick the style)"
        case .render: "template → instantiate → layout → layout check → render (≤ 640x480) → replay, compared"
        case .storyboard: "storyboard → every scene made (lenient) → layout → render (≤ 640x480)"
        case .layout: "views, labels, stack views and fuzzed constraints → layout at two sizes → half removed → layout, timed"
        case .transfer: "clipboard text and images pasted, files and text dropped on a window → drawn"
        }
    }

    /// The largest input libFuzzer builds for the target (`-max_len`).
    var maximumInputLength: Int {
        switch self {
        case .png, .jpeg: 256 << 10
        case .text, .layout: 4096
        default: 64 << 10
        }
    }

    /// Runs one input; errors thrown by Quill are the normal answer and are swallowed here.
    @MainActor
    func run(_ data: Data) {
        switch self {
        case .xib: _ = try? Template(data: data, path: "fuzz/input.xib")
        case .native: _ = try? Template(data: data, path: "fuzz/input.quill")
        case .manifest: _ = try? WidgetBundleManifest.read(data, path: "fuzz/bundle.yaml")
        case .strings: _ = try? WidgetBundle.readStringTable(data, path: "fuzz/Strings/en/Localizable.yaml")
        case .png: _ = try? PNGCodec.decode(data, name: "fuzz.png", budget: FuzzTarget.imageBudget)
        case .jpeg: _ = try? JPEGCodec.decode(data, name: "fuzz.jpg", budget: FuzzTarget.imageBudget)
        case .text: FuzzTarget.layOutText(data)
        case .render: FuzzTarget.renderTemplate(data)
        case .storyboard: FuzzTarget.renderStoryboard(data)
        case .layout: LayoutFuzzProgram.run(data)
        case .transfer: TransferFuzzProgram.run(data)
        }
    }

    /// Decoded images of one input are released before the next, so this never fills up.
    private static let imageBudget = DecodedImageBudget(limit: 64 << 20)

    @MainActor
    private static func layOutText(_ data: Data) {
        let bytes = [UInt8](data)
        let style = bytes.count > 0 ? bytes[0] : 0
        let size = 1 + Double(bytes.count > 1 ? bytes[1] : 12) / 2
        let lines = Int(bytes.count > 2 ? bytes[2] % 5 : 1)
        let width = Double(bytes.count > 3 ? bytes[3] : 200) * 2
        let text = String(decoding: bytes.dropFirst(4), as: UTF8.self)
        let fonts: [Font] = [
            .systemFont(ofSize: size), .boldSystemFont(ofSize: size), .italicSystemFont(ofSize: size), .monospacedSystemFont(ofSize: size),
        ]
        let alignments = TextAlignment.allCases
        let breaks = LineBreakMode.allCases
        let textStyle = TextStyle(
            font: fonts[Int(style & 3)], alignment: alignments[Int(style >> 2) % alignments.count],
            lineBreakMode: breaks[Int(style >> 4) % breaks.count], numberOfLines: lines)
        _ = try? TextLayout(text: text, style: textStyle, maxWidth: width < 1 ? nil : width)
        let label = Label(frame: Rect(x: 0, y: 0, width: max(1, width), height: 120))
        label.text = text
        label.font = textStyle.font
        label.textAlignment = textStyle.alignment
        label.lineBreakMode = textStyle.lineBreakMode
        label.numberOfLines = lines
        _ = label.intrinsicContentSize
        _ = HeadlessRenderer.render(label)

        // The same text as attributed runs (fonts, sizes, spacing, lines, colours), right to left
        // when the style says, turned a little: laid out, measured for carets, drawn.
        var attributed = AttributedText("")
        var run = ""
        var index = 0
        for character in text {
            run.append(character)
            if run.count > Int(style % 7) {
                let pick = index % 5
                attributed.append(run, attributes: TextAttributes(
                    font: pick == 4 ? nil : fonts[pick % fonts.count].withSize(size * Double(1 + pick) / 2),
                    foregroundColor: pick == 1 ? .systemRed : nil, backgroundColor: pick == 2 ? .systemYellow : nil,
                    underlineStyle: TextLineStyle.allCases[pick % TextLineStyle.allCases.count],
                    strikethroughStyle: pick == 3 ? .double : nil, kern: Double(pick) - 2, baselineOffset: pick == 0 ? 3 : nil,
                    link: pick == 1 ? "x" : nil, alignment: pick == 2 ? .center : nil, lineSpacing: Double(pick)))
                run = ""
                index += 1
            }
        }
        attributed.append(run, attributes: .plain)
        var rtlStyle = textStyle
        rtlStyle.layoutDirection = style & 0x80 != 0 ? .rightToLeft : .leftToRight
        if let layout = try? TextLayout(attributedText: attributed, style: rtlStyle, maxWidth: width < 1 ? nil : width), let line = layout.lines.first {
            let carets = CaretGeometry(line: line, text: text)
            for offset in 0...min(carets.boxes.count, 64) { _ = carets.offset(nearestX: carets.caretX(at: offset)) }
            _ = carets.selectionSpans(for: 0..<carets.boxes.count)
        }
        let rich = Label(frame: Rect(x: 0, y: 0, width: max(1, width), height: 120))
        rich.semanticContentAttribute = style & 0x80 != 0 ? .forceRightToLeft : .forceLeftToRight
        rich.numberOfLines = lines
        rich.attributedText = attributed
        rich.transform = Transform(rotationAngle: Double(style) / 40)
        let host = View(frame: Rect(x: 0, y: 0, width: max(1, width), height: 120))
        host.addSubview(rich)
        _ = rich.link(at: Point(x: 10, y: 10))
        _ = HeadlessRenderer.render(host)
    }

    /// One registry for every input: registering classes is per process, as in an app.
    @MainActor private static let registry = TemplateRegistry()

    @MainActor
    private static func renderTemplate(_ data: Data) {
        // No extension: the reader is chosen by content (`<` is XML, anything else YAML).
        guard let template = try? Template(data: data, path: "fuzz/input") else { return }
        for strictness in [TemplateOptions.Strictness.strict, .lenient] {
            let options = TemplateOptions(strictness: strictness)
            guard let instance = try? template.makeInstance(owner: PlainObject(), options: options, registry: registry) else {
                continue
            }
            let made = summary(of: instance)
            for object in instance.topLevelObjects {
                let view: View? = switch object {
                case let view as View: view
                case let controller as ViewController: controller.view
                default: nil
                }
                guard let view else { continue }
                view.layoutIfNeeded()
                let size = view.bounds.size
                let bounded = Size(width: min(max(size.width, 1), 640), height: min(max(size.height, 1), 480))
                _ = HeadlessRenderer.render(view, size: bounded == size ? nil : bounded)
            }
            _ = TemplateLayoutCheck.diagnostics(document: template.document, instance: instance)
            // The second instance is replayed from the plan the first one recorded (when it
            // could record one): it must come out the same.
            guard let again = try? template.makeInstance(owner: PlainObject(), options: options, registry: registry) else {
                preconditionFailure("a template instantiated once failed the second time")
            }
            precondition(summary(of: again) == made, "a replayed instantiation differs from the first:\n\(summary(of: again))\n---\n\(made)")
        }
    }

    @MainActor
    private static func renderStoryboard(_ data: Data) {
        guard let storyboard = try? Storyboard(data: data, path: "fuzz/input.storyboard", registry: registry, options: TemplateOptions(strictness: .lenient)) else {
            return
        }
        storyboard.reportsUnregisteredClasses = false
        storyboard.substitutesMissingReferences = true
        for scene in storyboard.document.scenes {
            guard let controller = try? storyboard.instantiate(scene) else { continue }
            let view: View = controller.view
            view.layoutIfNeeded()
            let size = view.bounds.size
            let bounded = Size(width: min(max(size.width, 1), 640), height: min(max(size.height, 1), 480))
            _ = HeadlessRenderer.render(view, size: bounded == size ? nil : bounded)
        }
    }

    /// An instance's warnings and objects (view trees), to compare two instances.
    @MainActor
    private static func summary(of instance: TemplateInstance) -> String {
        let objects = instance.topLevelObjects.map { object in
            (object as? View)?.recursiveDescription ?? String(describing: type(of: object))
        }
        return (instance.warnings.map { "\($0)" } + objects).joined(separator: "\n")
    }
}
