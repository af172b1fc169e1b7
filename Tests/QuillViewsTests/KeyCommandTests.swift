import XCTest
import QuillTesting
@testable import QuillViews
import QuillFoundation

/// Commands and key commands (issue 29): shortcuts found along the responder chain and in the
/// window's menu bar, actions sent to the first responder that can perform them, validation,
/// and the menu bar's builder.
final class KeyCommandTests: XCTestCase {
    /// A focusable view that offers shortcuts and performs what it is told it can.
    @MainActor final class Editor: View {
        var commands: [KeyCommand] = []
        var performable: Set<CommandAction> = []
        var performed: [CommandAction] = []
        var keysSeen: [Key] = []
        var disablesOnValidate = false
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [KeyCommand]? { commands }
        override func canPerformAction(_ action: CommandAction, withSender sender: AnyObject?) -> Bool {
            performable.contains(action) || super.canPerformAction(action, withSender: sender)
        }
        override func perform(_ action: CommandAction, withSender sender: AnyObject?) { performed.append(action) }
        override func validate(_ command: Command) {
            if disablesOnValidate { command.attributes.insert(.disabled) } else { command.attributes.remove(.disabled) }
        }
        override func keyDown(_ event: KeyEvent) { keysSeen.append(event.key) }
    }

    @MainActor private func focusedEditor() -> (HeadlessHarness, Editor) {
        let harness = HeadlessHarness(size: Size(width: 200, height: 100))
        let editor = Editor(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        harness.window.addSubview(editor)
        harness.window.makeFirstResponder(editor)
        return (harness, editor)
    }

    @MainActor func testAShortcutOfTheChainRunsItsActionBeforeTheViewSeesTheKey() async throws {
        let (harness, editor) = focusedEditor()
        let find: CommandAction = "find"
        editor.commands = [KeyCommand(title: "Find", action: find, input: .character("f"), modifierFlags: .control)]
        editor.performable = [find]
        harness.key(.character("f"), modifiers: .control)
        XCTAssertEqual(editor.performed, [find])
        XCTAssertEqual(editor.keysSeen, [], "the shortcut took the key")
        harness.key(.character("F"), modifiers: .control)
        XCTAssertEqual(editor.performed, [find, find], "letters match in either case")
        harness.key(.character("f"), modifiers: [.control, .shift])
        XCTAssertEqual(editor.performed.count, 2, "other modifiers are another shortcut")
        XCTAssertEqual(editor.keysSeen, [.character("f")])
    }

    @MainActor func testAShortcutNobodyCanPerformOrThatValidationDisablesLeavesTheKeyToTheView() async throws {
        let (harness, editor) = focusedEditor()
        let find: CommandAction = "find"
        editor.commands = [KeyCommand(title: "Find", action: find, input: .character("f"), modifierFlags: .control)]
        harness.key(.character("f"), modifiers: .control)
        XCTAssertEqual(editor.performed, [])
        XCTAssertEqual(editor.keysSeen, [.character("f")], "no target: the view gets the key")
        editor.performable = [find]
        editor.disablesOnValidate = true
        harness.key(.character("f"), modifiers: .control)
        XCTAssertEqual(editor.performed, [], "validation disabled it")
        XCTAssertEqual(editor.keysSeen.count, 2)
    }

    @MainActor func testAPlainKeyShortcutRunsOnlyWhenNoViewTookTheKey() async throws {
        let harness = HeadlessHarness(size: Size(width: 200, height: 100))
        let container = Editor(frame: harness.window.bounds)
        let inner = Editor(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        harness.window.addSubview(container)
        container.addSubview(inner)
        let next: CommandAction = "nextPage"
        container.commands = [KeyCommand(input: .character("n"), action: next)]
        container.performable = [next]
        harness.window.makeFirstResponder(inner)
        harness.key(.character("n"))
        XCTAssertEqual(inner.keysSeen, [.character("n")], "the focused view took the plain key")
        XCTAssertEqual(container.performed, [])
        harness.window.makeFirstResponder(nil)
        harness.key(.character("n"))
        XCTAssertEqual(container.performed, [], "the container is not in the chain of the window")
        let priority = KeyCommand(input: .character("n"), action: next)
        priority.wantsPriorityOverSystemBehavior = true
        container.commands = [priority]
        harness.window.makeFirstResponder(inner)
        harness.key(.character("n"))
        XCTAssertEqual(container.performed, [next], "a shortcut that wants priority comes first")
    }

    @MainActor func testTheMenuBarsUndoShortcutUndoesAndNamesWhatItUndoes() async throws {
        let (harness, editor) = focusedEditor()
        var value = 0
        let manager = try XCTUnwrap(editor.undoManager)
        func set(_ new: Int) {
            let old = value
            manager.registerUndo(withTarget: editor) { _ in set(old) }
            manager.setActionName("Increase")
            value = new
        }
        set(1)
        manager.endEventGroup()
        let undo = try XCTUnwrap(harness.window.mainMenu.menu(for: .undoRedo)?.children.first as? KeyCommand)
        XCTAssertEqual(undo.shortcutDescription, "Ctrl+Z")
        XCTAssertNotNil(harness.window.validatedTarget(for: undo))
        XCTAssertEqual(undo.title, "Undo Increase", "the window validates the title")
        harness.key(.character("z"), modifiers: .control)
        XCTAssertEqual(value, 0)
        XCTAssertNil(harness.window.validatedTarget(for: undo), "nothing left to undo: disabled")
        harness.key(.character("z"), modifiers: [.control, .shift])
        XCTAssertEqual(value, 1, "Ctrl+Shift+Z redoes")
    }

    @MainActor func testABuilderAddsReplacesAndRemovesMenus() async throws {
        @MainActor final class Owner: Responder {
            override func buildMenu(with builder: MenuBuilder) {
                builder.insertSibling(Menu(title: "Go", identifier: "go", children: [Command(title: "Back", action: "back")]), afterMenu: .view)
                builder.remove(menu: .help)
                builder.insertChild(KeyCommand(title: "Zoom In", action: "zoomIn", input: .character("="), modifierFlags: .control), atEndOfMenu: .view)
            }
        }
        let harness = HeadlessHarness(size: Size(width: 100, height: 100))
        let owner = Owner()
        harness.window.contentOwner = owner
        harness.window.setNeedsRebuildMenu()
        let titles = harness.window.mainMenu.children.map(\.title)
        XCTAssertEqual(titles, ["File", "Edit", "View", "Go", "Window"])
        XCTAssertEqual(harness.window.mainMenu.keyCommands.map(\.shortcutDescription),
                       ["Ctrl+W", "Ctrl+Q", "Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+X", "Ctrl+C", "Ctrl+V", "Ctrl+A", "F11", "Ctrl+="])
    }

    @MainActor func testShortcutsAreDescribedAsDesktopMenusShowThem() async throws {
        XCTAssertEqual(KeyCommand(input: .character("s"), modifierFlags: [.shift, .control], action: "save").shortcutDescription, "Ctrl+Shift+S")
        XCTAssertEqual(KeyCommand(input: .function(5), action: "reload").shortcutDescription, "F5")
        XCTAssertEqual(KeyCommand(input: .return, modifierFlags: .alt, action: "open").shortcutDescription, "Alt+Enter")
        XCTAssertEqual(KeyCommand(input: .delete, modifierFlags: .meta, action: "trash").shortcutDescription, "Super+Delete")
    }
}
