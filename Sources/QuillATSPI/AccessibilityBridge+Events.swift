import QuillBus
import QuillFoundation
import QuillViews

extension AccessibilityBridge {
    /// What a client knows of a node now.
    func snapshot(of node: AccessibleNode) -> NodeSnapshot {
        var states = node.states
        if states.contains(.focused) { states = states.removing(.focused) }
        let content = node.view as? AccessibilityTextContent
        let text = content?.accessibilityText
        return NodeSnapshot(
            name: node.name(applicationName: applicationName), description: node.description, value: node.valueText,
            numericValue: (node.view as? AccessibilityNumericValue)?.accessibilityNumericValue, states: states,
            childPaths: node.children.map { objects.path(for: $0) }, text: text,
            caret: content?.accessibilitySelectedRange.map { TextOffsets(text ?? "").scalarOffset(ofCharacter: $0.upperBound) })
    }

    /// Sends an event signal from a node: `interface.member(detail, detail1, detail2, value, {})`.
    func emit(
        _ node: AccessibleNode, interface: String = "org.a11y.atspi.Event.Object", member: String, detail: String,
        _ detail1: Int32 = 0, _ detail2: Int32 = 0, value: BusValue = .int32(0)
    ) {
        guard let connection else { return }
        emit(path: objects.path(for: node), connection: connection, interface: interface, member: member, detail: detail, detail1, detail2, value: value)
    }

    private func emit(
        path: String, connection: BusConnection, interface: String, member: String, detail: String, _ detail1: Int32, _ detail2: Int32,
        value: BusValue
    ) {
        do {
            let signal = try connection.signal(path: path, interface: interface, member: member)
            try signal.append(detail)
            try signal.append(detail1)
            try signal.append(detail2)
            try signal.append(variant: value)
            try signal.open("a", "{sv}")
            try signal.close()
            try connection.send(signal)
        } catch {
            debug("could not send \(member) for \(path): \(error)")
        }
    }

    /// Tells clients that keyboard focus moved (`focus:` and `object:state-changed:focused`).
    func sendFocusChange() {
        let responder = Application.shared.windows.last?.firstResponder as? View
        let focused = responder.flatMap { AccessibleNode.node(containing: $0) }?.view
        guard focused !== focusedView else { return }
        if let old = focusedView, let node = AccessibleNode.node(containing: old) {
            emit(node, member: "StateChanged", detail: "focused", 0)
        }
        focusedView = focused
        guard let focused, let node = AccessibleNode.node(containing: focused) else { return }
        _ = reference(for: node)
        emit(node, member: "StateChanged", detail: "focused", 1)
        emit(node, interface: "org.a11y.atspi.Event.Focus", member: "Focus", detail: "")
    }

    /// Compares every node a client has seen with what it was told and sends what changed:
    /// names, descriptions, values, states, children, text and caret.
    func sendChanges() {
        for path in objects.removeDeadEntries() { snapshots[path] = nil }
        for (path, old) in snapshots {
            guard let node = objects.node(forPath: path) else {
                snapshots[path] = nil
                continue
            }
            let new = snapshot(of: node)
            guard new != old else { continue }
            snapshots[path] = new
            if new.name != old.name { emit(node, member: "PropertyChange", detail: "accessible-name", value: .string(new.name)) }
            if new.description != old.description {
                emit(node, member: "PropertyChange", detail: "accessible-description", value: .string(new.description))
            }
            if new.value != old.value || new.numericValue != old.numericValue {
                emit(node, member: "PropertyChange", detail: "accessible-value", value: .double(new.numericValue ?? 0))
            }
            for state in AccessibleState.allCases where new.states.contains(state) != old.states.contains(state) {
                emit(node, member: "StateChanged", detail: state.name, new.states.contains(state) ? 1 : 0)
            }
            if new.childPaths != old.childPaths { sendChildrenChanges(of: node, from: old.childPaths, to: new.childPaths) }
            if new.text != old.text { sendTextChange(of: node, from: old.text ?? "", to: new.text ?? "") }
            if new.caret != old.caret, let caret = new.caret {
                emit(node, member: "TextCaretMoved", detail: "", Int32(clamping: caret))
            }
        }
    }

    private func sendChildrenChanges(of node: AccessibleNode, from old: [String], to new: [String]) {
        let kept = Set(old).intersection(new)
        let name = connection?.uniqueName ?? ""
        for (index, path) in old.enumerated().reversed() where !kept.contains(path) {
            emit(node, member: "ChildrenChanged", detail: "remove", Int32(clamping: index), value: .reference(ObjectReference(busName: name, path: path)))
        }
        for (index, path) in new.enumerated() where !kept.contains(path) {
            emit(node, member: "ChildrenChanged", detail: "add", Int32(clamping: index), value: .reference(ObjectReference(busName: name, path: path)))
        }
    }

    /// Sends a text change as a deletion and an insertion between the common start and end.
    private func sendTextChange(of node: AccessibleNode, from old: String, to new: String) {
        let before = Array(old.unicodeScalars), after = Array(new.unicodeScalars)
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
            before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
        let deleted = String(String.UnicodeScalarView(before[prefix..<(before.count - suffix)]))
        let inserted = String(String.UnicodeScalarView(after[prefix..<(after.count - suffix)]))
        if !deleted.isEmpty {
            emit(node, member: "TextChanged", detail: "delete", Int32(clamping: prefix), Int32(clamping: deleted.unicodeScalars.count), value: .string(deleted))
        }
        if !inserted.isEmpty {
            emit(node, member: "TextChanged", detail: "insert", Int32(clamping: prefix), Int32(clamping: inserted.unicodeScalars.count), value: .string(inserted))
        }
    }

    /// Forwards an app's notification: announcements are spoken (`object:announcement`); a
    /// new screen or layout is compared at once, and a screen change with a focus names it.
    func post(_ notification: AccessibilityNotification) {
        guard isRegistered, let window = Application.shared.windows.last else { return }
        switch notification {
        case .announcement(let text):
            emit(.window(window), member: "Announcement", detail: "", 1, value: .string(text))
        case .screenChanged, .layoutChanged:
            lastChangeCheck = 0
        }
        connection?.flush()
    }
}
