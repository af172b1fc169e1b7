import QuillFoundation
import QuillViews

/// One object of the tree Quill shows assistive technologies: the application, a window (an
/// AT-SPI frame), or a view. Views appear when they are accessibility elements, tables (and
/// their cells), or modal views; the views between them are folded away, so a screen
/// reader's tree holds what a user reads, not the view hierarchy's scaffolding.
@MainActor
enum AccessibleNode {
    case application
    case window(Window)
    case view(View)
    /// A part of a view that is an element of its own (a wheel of a date picker).
    case custom(AccessibilityCustomElement)

    /// The view behind the node (the window for a frame; `nil` for a part of a view).
    var view: View? {
        switch self {
        case .application, .custom: nil
        case .window(let window): window
        case .view(let view): view
        }
    }

    /// The object behind the node (`nil` for the application).
    var object: AnyObject? {
        switch self {
        case .application: nil
        case .window(let window): window
        case .view(let view): view
        case .custom(let element): element
        }
    }

    // MARK: Structure

    /// Whether a view is a node of its own rather than folded into its parent.
    static func isNode(_ view: View) -> Bool {
        if view.isAccessibilityElement || view is AccessibilityDataTable || view.accessibilityViewIsModal { return true }
        if let parts = view.accessibilityCustomElements, !parts.isEmpty { return true }
        return position(inTableOf: view) != nil
    }

    /// The nearest data table above a view.
    static func table(containing view: View) -> (any AccessibilityDataTable)? {
        var current = view.superview
        while let ancestor = current {
            if let table = ancestor as? AccessibilityDataTable { return table }
            if ancestor is Window { return nil }
            current = ancestor.superview
        }
        return nil
    }

    /// A cell's row and column in the data table it belongs to.
    static func position(inTableOf view: View) -> (table: any AccessibilityDataTable, row: Int, column: Int)? {
        guard let table = table(containing: view), let position = table.accessibilityPosition(ofCell: view) else { return nil }
        return (table, position.row, position.column)
    }

    /// The node a view is read as: itself when it is a node, else its nearest node ancestor.
    static func node(containing view: View) -> AccessibleNode? {
        var current: View? = view
        while let candidate = current {
            if let window = candidate as? Window { return .window(window) }
            if isNode(candidate) { return .view(candidate) }
            current = candidate.superview
        }
        return nil
    }

    /// The node's children in reading order.
    var children: [AccessibleNode] {
        switch self {
        case .application:
            return Application.shared.windows.filter(\.isShown).map { .window($0) }
        case .window(let window):
            if let modal = window.topmostModalView(), modal !== window { return [.view(modal)] }
            return Self.childViews(of: window).map { .view($0) }
        case .view(let view):
            if let parts = view.accessibilityCustomElements, !parts.isEmpty { return parts.map { .custom($0) } }
            if view.isAccessibilityElement { return [] }
            return Self.childViews(of: view).map { .view($0) }
        case .custom:
            return []
        }
    }

    /// The visible views under a container that are nodes, in reading order, looking through
    /// the views that are not.
    static func childViews(of container: View) -> [View] {
        var result: [View] = []
        func visit(_ view: View) {
            for child in view.accessibilityElements ?? view.subviewsInReadingOrder() {
                guard !child.isHidden, child.alpha > 0.01 else { continue }
                if isNode(child) {
                    result.append(child)
                } else if !child.accessibilityElementsHidden {
                    visit(child)
                }
            }
        }
        visit(container)
        return result
    }

    /// The node's parent (the registry's desktop for the application, given by the caller).
    var parent: AccessibleNode? {
        switch self {
        case .application: return nil
        case .window: return .application
        case .view(let view):
            guard let superview = view.superview else { return .application }
            return Self.node(containing: superview) ?? .application
        case .custom(let element):
            guard let container = element.container else { return .application }
            return Self.node(containing: container) ?? .application
        }
    }

    /// Whether two nodes are the same object.
    func isSame(as other: AccessibleNode) -> Bool {
        switch (self, other) {
        case (.application, .application): true
        case (.window(let a), .window(let b)): a === b
        case (.view(let a), .view(let b)): a === b
        case (.custom(let a), .custom(let b)): a === b
        default: false
        }
    }

    // MARK: What it is

    /// The node's AT-SPI role, from its traits and kind.
    var role: AccessibleRole {
        switch self {
        case .application: return .application
        case .window: return .frame
        case .custom(let element):
            // The parts of a tab bar (a segmented control's segments) are its tabs.
            if element.container?.accessibilityTraits.contains(.tabBar) == true { return .pageTab }
            return Self.role(forTraits: element.traits, isNumeric: false, isElement: true)
        case .view(let view):
            if view.accessibilityViewIsModal { return .dialog }
            if view is AccessibilityDataTable { return .table }
            if Self.position(inTableOf: view) != nil { return .tableCell }
            if view.accessibilityTraits.contains(.menu) { return .menu }
            if view.accessibilityTraits.contains(.menuBar) { return .menuBar }
            if let parts = view.accessibilityCustomElements, !parts.isEmpty {
                return view.accessibilityTraits.contains(.tabBar) ? .pageTabList : .panel
            }
            // Multi-line text (a text view) is text, as GTK's text view is.
            if let text = view as? AccessibilityTextContent, text.isAccessibilityTextMultiline { return .text }
            return Self.role(forTraits: view.accessibilityTraits, isNumeric: view is AccessibilityNumericValue, isElement: view.isAccessibilityElement)
        }
    }

    /// The role an element with these traits takes.
    static func role(forTraits traits: AccessibilityTraits, isNumeric: Bool, isElement: Bool) -> AccessibleRole {
        if traits.contains(.menuItem) { return .menuItem }
        if traits.contains(.menu) { return .menu }
        if traits.contains(.menuBar) { return .menuBar }
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.button) { return .pushButton }
        if traits.contains(.link) { return .link }
        if !traits.isDisjoint(with: [.textEntry, .searchField]) { return .entry }
        if traits.contains(.tabBar) { return .pageTabList }
        if traits.contains(.adjustable) { return isNumeric ? .slider : .spinButton }
        if traits.contains(.header) { return .heading }
        if traits.contains(.image) { return .image }
        if traits.contains(.updatesFrequently) { return .progressBar }
        if traits.contains(.staticText) { return .label }
        return isElement ? .label : .panel
    }

    /// The node's name: the application's name, a window's title, an element's label.
    func name(applicationName: String) -> String {
        switch self {
        case .application: applicationName
        case .window(let window): window.title
        case .view(let view): view.accessibilityLabel ?? ""
        case .custom(let element): element.label ?? ""
        }
    }

    /// The node's description: an element's hint.
    var description: String {
        if case .custom(let element) = self { return element.hint ?? "" }
        return view.flatMap { $0 is Window ? nil : $0.accessibilityHint } ?? ""
    }

    /// The element's spoken value ("50%", "On").
    var valueText: String? {
        switch self {
        case .view(let view): view.accessibilityValue
        case .custom(let element): element.value
        default: nil
        }
    }

    /// The traits of an element or a part of one.
    var traits: AccessibilityTraits {
        switch self {
        case .view(let view): view.accessibilityTraits
        case .custom(let element): element.traits
        default: []
        }
    }

    /// The node's states.
    var states: AccessibleStateSet {
        var states = AccessibleStateSet()
        switch self {
        case .application:
            return states
        case .window(let window):
            states.insert(.enabled)
            states.insert(.sensitive)
            states.insert(.resizable)
            states.insert(.visible, if: window.isShown)
            states.insert(.showing, if: window.isShown)
            states.insert(.active, if: window.isShown && Application.shared.windows.last === window)
            return states
        case .custom(let element):
            let enabled = !element.traits.contains(.notEnabled)
            states.insert(.enabled, if: enabled)
            states.insert(.sensitive, if: enabled)
            if let container = element.container {
                let containerStates = AccessibleNode.view(container).states
                states.insert(.visible, if: containerStates.contains(.visible))
                if containerStates.contains(.visible), let window = container.window, window.isShown {
                    states.insert(.showing, if: element.accessibilityFrame.intersects(window.bounds))
                }
            }
            states.insert(.selected, if: element.traits.contains(.selected))
            return states
        case .view(let view):
            let traits = view.accessibilityTraits
            let enabled = !traits.contains(.notEnabled)
            states.insert(.enabled, if: enabled)
            states.insert(.sensitive, if: enabled)
            var visible = !view.isHidden && view.alpha > 0.01
            var ancestor = view.superview
            while visible, let current = ancestor {
                visible = !current.isHidden && current.alpha > 0.01
                ancestor = current.superview
            }
            states.insert(.visible, if: visible)
            if visible, let window = view.window, window.isShown {
                states.insert(.showing, if: view.accessibilityFrame.intersects(window.bounds))
            }
            states.insert(.focusable, if: view.canBecomeFirstResponder && enabled)
            states.insert(.focused, if: view.window?.firstResponder === view)
            let isCell = Self.position(inTableOf: view) != nil
            states.insert(.selectable, if: isCell)
            states.insert(.selected, if: traits.contains(.selected))
            if traits.contains(.toggleButton) {
                states.insert(.checkable)
                let value = view.accessibilityValue
                states.insert(.checked, if: traits.contains(.selected) || value == "On" || value == "1")
            }
            if let text = view as? AccessibilityTextContent {
                states.insert(.selectableText, if: text.accessibilitySelectedRange != nil)
                if text.isAccessibilityTextMultiline {
                    states.insert(.multiLine)
                    states.insert(text.isAccessibilityTextEditable ? .editable : .readOnly)
                } else if traits.contains(.textEntry) {
                    states.insert(.singleLine)
                    states.insert(text.isAccessibilityTextEditable ? .editable : .readOnly)
                }
            }
            states.insert(.horizontal, if: traits.contains(.adjustable) && view is AccessibilityNumericValue)
            states.insert(.modal, if: view.accessibilityViewIsModal)
            return states
        }
    }

    /// What the element can be asked to do (AT-SPI's Action interface), in order.
    var actions: [(name: String, description: String)] {
        let isCell: Bool, isTappable: Bool
        switch self {
        case .view(let view):
            isCell = Self.position(inTableOf: view) != nil
            isTappable = view.activatingTapGestureRecognizer != nil
        case .custom:
            (isCell, isTappable) = (false, false)
        default: return []
        }
        let traits = self.traits
        var actions: [(name: String, description: String)] = []
        if !traits.isDisjoint(with: [.button, .link, .toggleButton, .menuItem]) || isCell || isTappable {
            actions.append(("click", "Activates the element, as a click does"))
        } else if traits.contains(.textEntry) {
            actions.append(("activate", "Starts editing the text"))
        }
        if traits.contains(.adjustable) {
            actions.append(("increment", "Raises the value by a step"))
            actions.append(("decrement", "Lowers the value by a step"))
        }
        return actions
    }

    /// The shortcut of a menu item ("Ctrl+C"), its actions' key binding; empty for others.
    var keyBinding: String {
        guard case .custom(let element) = self, element.traits.contains(.menuItem) else { return "" }
        return element.hint ?? ""
    }

    /// The AT-SPI interfaces the node implements.
    var interfaces: [String] {
        let prefix = "org.a11y.atspi."
        switch self {
        case .application:
            return [prefix + "Accessible", prefix + "Application"]
        case .window:
            return [prefix + "Accessible", prefix + "Component"]
        case .custom(let element):
            var names = ["Accessible", "Component"]
            if !actions.isEmpty { names.append("Action") }
            if element.traits.contains(.adjustable) { names.append("Value") }
            return names.map { prefix + $0 }
        case .view(let view):
            var names = ["Accessible", "Component"]
            if !actions.isEmpty { names.append("Action") }
            if view is AccessibilityNumericValue || view.accessibilityTraits.contains(.adjustable) { names.append("Value") }
            if let text = view as? AccessibilityTextContent {
                names.append("Text")
                if text.isAccessibilityTextEditable, view.accessibilityTraits.contains(.textEntry) { names.append("EditableText") }
            }
            if view is AccessibilityDataTable { names.append(contentsOf: ["Table", "Selection"]) }
            if Self.position(inTableOf: view) != nil { names.append("TableCell") }
            return names.map { prefix + $0 }
        }
    }

    /// The node's frame in its window's coordinates, in points.
    var frameInWindow: Rect {
        switch self {
        case .application: .zero
        case .window(let window): window.bounds
        case .view(let view): view.accessibilityFrame
        case .custom(let element): element.accessibilityFrame
        }
    }

    /// The window the node is in.
    var window: Window? {
        switch self {
        case .application: nil
        case .window(let window): window
        case .view(let view): view.window
        case .custom(let element): element.container?.window
        }
    }
}
