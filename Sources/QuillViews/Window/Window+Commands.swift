import QuillFoundation

extension Window {
    // MARK: Menu bar and key commands

    /// The window's menu bar: `MenuBuilder.standardMenuBar()` as its root view controller (the
    /// `contentOwner`) and then the window itself change it in `buildMenu(with:)`. Built on first
    /// use; `setNeedsRebuildMenu()` builds it again. Its key commands work whether or not a menu
    /// bar is drawn.
    public var mainMenu: Menu {
        if let builtMainMenu { return builtMainMenu }
        let builder = MenuBuilder()
        (contentOwner as? Responder)?.buildMenu(with: builder)
        buildMenu(with: builder)
        builtMainMenu = builder.menu
        return builder.menu
    }

    /// Drops the built menu bar; the next use builds it again (after the app's menus change).
    public func setNeedsRebuildMenu() { builtMainMenu = nil }

    /// Where commands start up the responder chain: the focused responder, or with nothing
    /// focused the window's root view controller (its `contentOwner`), whose chain goes on to the
    /// window and the application.
    public var commandChainStart: Responder {
        if let firstResponder { return firstResponder }
        if let owner = contentOwner as? Responder, owner.next === self { return owner }
        return self
    }

    /// The key commands a key press would find now: those of the focused responder's chain,
    /// nearest first, then the menu bar's.
    public func keyCommands(matching event: KeyEvent) -> [KeyCommand] {
        var found: [KeyCommand] = []
        var current: Responder? = commandChainStart
        var steps = 0
        while let responder = current, steps < 10_000 {
            if let commands = responder.keyCommands { found += commands.filter { $0.matches(event) } }
            current = responder.next
            steps += 1
        }
        return found + mainMenu.keyCommands.filter { $0.matches(event) }
    }

    /// Runs the first key command a key press is whose action some responder performs now;
    /// `priorityOnly` limits it to shortcuts that come before the focused view (see `KeyCommand`).
    func performKeyCommand(for event: KeyEvent, priorityOnly: Bool) -> Bool {
        // Plain keys of an unmodified press are rarely commands: skip building the menu for them.
        if priorityOnly, event.modifiers.isDisjoint(with: [.control, .alt, .meta]), !event.key.isFunctionKey,
            !(firstResponderChainHasKeyCommands) {
            return false
        }
        for command in keyCommands(matching: event) where !priorityOnly || command.takesPriority {
            if sendCommand(command) { return true }
        }
        return false
    }

    private var firstResponderChainHasKeyCommands: Bool {
        var current: Responder? = commandChainStart
        var steps = 0
        while let responder = current, steps < 10_000 {
            if let commands = responder.keyCommands, !commands.isEmpty { return true }
            current = responder.next
            steps += 1
        }
        return false
    }

    /// Sends a command's action from the focused responder up the chain: its target validates
    /// the command, then performs it unless it became disabled. Returns whether it was performed.
    @discardableResult
    public func sendCommand(_ command: Command) -> Bool {
        guard let target = validatedTarget(for: command) else { return false }
        target.perform(command.action, withSender: command)
        return true
    }

    /// The responder that would perform a command now, after it validated the command; `nil`
    /// when none can or the command is disabled (what a menu shows dimmed).
    public func validatedTarget(for command: Command) -> Responder? {
        guard let target = commandChainStart.target(forAction: command.action, withSender: command) else { return nil }
        target.validate(command)
        return command.attributes.contains(.disabled) ? nil : target
    }

    /// Whether the window performs one of its own actions: undo and redo while the undo
    /// manager has something to undo or redo, and Close Window; `nil` for other actions.
    func canPerformOwnAction(_ action: CommandAction) -> Bool? {
        switch action {
        case .undo: (firstResponder ?? self).undoManager?.canUndo ?? false
        case .redo: (firstResponder ?? self).undoManager?.canRedo ?? false
        case .closeWindow, .toggleFullScreen: true
        default: nil
        }
    }

    /// Undoes, redoes or closes the window; returns whether the action was one of these.
    func performOwnAction(_ action: CommandAction) -> Bool {
        switch action {
        case .undo: (firstResponder ?? self).undoManager?.undo()
        case .redo: (firstResponder ?? self).undoManager?.redo()
        case .closeWindow: Application.shared.close(self)
        case .toggleFullScreen: toggleFullScreen()
        default: return false
        }
        return true
    }

    /// The Undo and Redo items name what they undo ("Undo Typing").
    func validateOwnCommand(_ command: Command) {
        if command.action == .toggleFullScreen { command.title = isFullScreen ? "Exit Full Screen" : "Full Screen" }
        guard let manager = (firstResponder ?? self).undoManager else { return }
        switch command.action {
        case .undo: command.title = manager.undoMenuItemTitle
        case .redo: command.title = manager.redoMenuItemTitle
        default: break
        }
    }

    /// F10 opens the menu bar's first menu, Alt with a letter the menu it starts.
    func openMenuBar(for event: KeyEvent) -> Bool {
        guard let menuBar else { return false }
        if event.key == .function(10), event.modifiers.isEmpty { return menuBar.openMenu(at: 0, byKeyboard: true) }
        if event.modifiers == .alt, case .character(let c) = event.key { return menuBar.openMenu(mnemonic: c) }
        return false
    }

    // MARK: Context menus

    /// Shows the context menu of the view under a point (or of its nearest ancestor with one);
    /// returns whether one shows.
    func presentContextMenu(at location: Point, over hit: View?, byKeyboard: Bool = false) -> Bool {
        var current = hit
        while let view = current {
            for case let presenter as any ContextMenuPresenting in view.interactions.reversed() {
                if presenter.presentContextMenu(at: location, byKeyboard: byKeyboard) { return true }
            }
            current = view.superview
        }
        return false
    }

    /// The Menu key or Shift+F10: the focused view's context menu, at its centre.
    func presentContextMenuForFocus() -> Bool {
        guard let focused = firstResponder as? View, focused.window === self else { return false }
        let center = focused.convert(Point(x: focused.bounds.midX, y: focused.bounds.midY), to: nil)
        return presentContextMenu(at: center, over: focused, byKeyboard: true)
    }

    // MARK: Tooltips and pointer

    /// The text of the tooltip showing now, if any.
    public var visibleToolTipText: String? { toolTips.visibleText }

    /// Sets the pointer's shape from the view under it: the nearest `pointerStyle` up its chain,
    /// or the arrow.
    func updatePointerStyle(over hit: View?) {
        var current = hit
        var style = PointerStyle.arrow
        while let view = current {
            if let own = view.pointerStyle { style = own; break }
            current = view.superview
        }
        if style != currentPointerStyle { currentPointerStyle = style }
    }
}

extension Key {
    /// Whether the key is F1 to F24.
    var isFunctionKey: Bool {
        if case .function = self { return true }
        return false
    }
}
