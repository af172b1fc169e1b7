import ArgumentParser
import Foundation
import Quill

/// `quill new NAME`: scaffolds a widget bundle that builds, lints and passes its tests.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a widget bundle: manifest, template, Swift class, tests and their snapshot.",
        discussion: """
            NAME/ gets bundle.yaml, NAME.quill (a NAMEView with a title and a button), \
            Sources/NAMEView.swift, Sources/NAMEBundle.swift and Tests/NAMETests.swift. The code \
            is built, the tests run once to record their snapshot (Tests/__Snapshots__/NAME.png). \
            Then 'quill lint NAME' and 'quill test NAME' pass. docs/WritingWidgetBundles.md goes on from there.
            """)

    @Argument(help: "The bundle's name: a Swift type name such as RatingStars.")
    var name: String

    @Option(name: .customLong("in"), help: "The folder to create the bundle in.")
    var parent = "."

    func validate() throws {
        try Scaffold.checkTypeName(name, of: "a bundle name", example: "RatingStars")
    }

    func run() throws {
        let folder = (parent as NSString).appendingPathComponent(name)
        try Scaffold.write(NewCommand.files(for: name), into: folder, command: "new")
        do {
            try WidgetBuild.build(folder)
        } catch {
            FileHandle.standardError.write(Data("quill new: \(error)\n".utf8))
            throw ExitCode(1)
        }
        print("built \(folder)/lib\(name).so")
        switch TestCommand.runTests(ofBundleAt: folder, recording: true) {
        case .success(let (passed, lines)):
            guard passed else {
                lines.forEach { print($0) }
                throw ExitCode(1)
            }
            print("recorded \(folder)/Tests/__Snapshots__/\(name).png")
        case .failure(let error):
            FileHandle.standardError.write(Data("quill new: \(error)\n".utf8))
            throw ExitCode(1)
        }
        print("""

            Next:
              quill lint \(folder)                    check the manifest, template, class and images
              quill test \(folder)                    build the code with its tests and run them
              quill render \(folder) --out \(name).png  see it
            An app loads it with WidgetBundleLoader.shared.load(at: "\(folder)") (see docs/WritingWidgetBundles.md).
            """)
    }

    /// The scaffold's files by path relative to the bundle folder.
    /// Kept as one piece: a table of file literals with the bundle's name written in; split up,
    /// each file's text would sit away from its path.
    static func files(for name: String) -> [String: String] {
        let version = ToolkitVersion.current
        return [
            "bundle.yaml": """
                # \(name): a widget bundle made by `quill new`.
                #   quill test \(name)     builds Sources/ with Tests/ and runs the tests
                #   quill lint \(name)     checks this manifest, the templates, classes and images
                #   quill build \(name)    builds lib\(name).so from Sources/, which apps load
                name: \(name)
                version: 0.1.0
                quill: \(version.major).\(version.minor)
                summary: A title and a button that counts its taps
                principalClass: \(name)View
                library: lib\(name).so
                templates: [\(name)]

                """,
            "\(name).quill": """
                # \(name)View describes itself: the root object is the view, its outlets point at
                # its subviews, and the button's action goes to the view (root.tapped).
                quill: 1
                objects:
                  - class: \(name)View
                    id: root
                    frame: [0, 0, 240, 88]
                    backgroundColor: "#F2F2F7"
                    cornerRadius: 12
                    title: \(name)
                    outlets: {titleLabel: title, button: button}
                    subviews:
                      - {class: Label, id: title, frame: [16, 12, 208, 24], font: bold 17, autoresizingMask: [flexibleWidth]}
                      - {class: Button, id: button, title: Tap me, style: filled, frame: [16, 44, 100, 32], actions: {touchUpInside: root.tapped}}

                """,
            "Sources/\(name)View.swift": """
                import QuillFoundation
                import QuillTemplates
                import QuillViews
                import QuillWidgets

                /// \(name)'s view: a title, and a button that counts its taps.
                public final class \(name)View: View, InspectablePropertyObserving {
                    /// The title label (the template's `title`).
                    @Outlet public var titleLabel: Label?
                    /// The button (the template's `button`).
                    @Outlet public var button: Button?
                    /// The title, settable from templates (`title: Hello`).
                    @Inspectable public var title = "" {
                        didSet { updateTitle() }
                    }
                    /// How many times the button was tapped.
                    public private(set) var tapCount = 0
                    @Action var tapped = \(name)View.buttonTapped

                    public override func awakeFromNib() {
                        super.awakeFromNib()
                        updateTitle()
                    }

                    /// A template, or an app using this view as a plugin, set a property by name.
                    public func inspectablePropertyDidChange(named name: String) {
                        updateTitle()
                    }

                    private func buttonTapped(_ sender: Button) {
                        tapCount += 1
                        updateTitle()
                    }

                    private func updateTitle() {
                        titleLabel?.text = tapCount == 0 ? title : "\\(title) ×\\(tapCount)"
                    }
                }

                """,
            "Sources/\(name)Bundle.swift": """
                import QuillTemplates

                /// The \(name) bundle's code: the classes its library registers when an app loads it.
                @MainActor
                public enum \(name)Bundle {
                    /// Registers `\(name)View` for templates.
                    /// - Throws: when another class already has its name.
                    public static func registerClasses(in registry: TemplateRegistry = .shared) throws {
                        try registry.register(\(name)View.self) { \(name)View(frame: .zero) }
                    }
                }

                """,
            "Tests/\(name)Tests.swift": """
                import QuillAuthoring
                import QuillFoundation
                import QuillTemplates
                import QuillWidgetBundles
                import QuillViews
                import QuillWidgets

                /// \(name)'s tests, run by `quill test \(name)`.
                @MainActor
                enum \(name)Tests {
                    static func run(_ test: WidgetTestRun) throws {
                        test.case("the template makes a \(name)View with its outlets") {
                            let view = try test.bundle.template(named: "\(name)").firstObject(of: \(name)View.self)
                            test.expectEqual(view.titleLabel?.text, "\(name)")
                            test.expect(view.button != nil, "the button outlet is connected")
                        }
                        test.case("tapping the button counts") {
                            let view = try test.bundle.template(named: "\(name)").firstObject(of: \(name)View.self)
                            view.button?.sendActions(for: .touchUpInside)
                            view.button?.sendActions(for: .touchUpInside)
                            test.expectEqual(view.tapCount, 2)
                            test.expectEqual(view.titleLabel?.text, "\(name) ×2")
                        }
                        test.case("it looks as recorded") {
                            let view = try test.bundle.template(named: "\(name)").firstObject(of: \(name)View.self)
                            test.assertSnapshot(of: view, named: "\(name)")
                        }
                    }
                }

                """,
        ]
    }
}
