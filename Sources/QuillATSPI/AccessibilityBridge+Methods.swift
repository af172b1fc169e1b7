import QuillBus
import QuillFoundation
import QuillViews

extension AccessibilityBridge {
    /// Answers a method of one of the node's interfaces; returns `false` for a method the
    /// interface does not have.
    func handleMethod(_ message: BusMessage, node: AccessibleNode, reply: BusMessage) throws -> Bool {
        switch message.interface {
        case "org.a11y.atspi.Accessible": return try handleAccessible(message, node: node, reply: reply)
        case "org.a11y.atspi.Application":
            guard message.member == "GetLocale" else { return false }
            try reply.append(locale)
            return true
        case "org.a11y.atspi.Component": return try handleComponent(message, node: node, reply: reply)
        case "org.a11y.atspi.Action": return try handleAction(message, node: node, reply: reply)
        case "org.a11y.atspi.Text": return try handleText(message, node: node, reply: reply)
        case "org.a11y.atspi.EditableText": return try handleEditableText(message, node: node, reply: reply)
        case "org.a11y.atspi.Table": return try handleTable(message, node: node, reply: reply)
        case "org.a11y.atspi.TableCell": return try handleTableCell(message, node: node, reply: reply)
        case "org.a11y.atspi.Selection": return try handleSelection(message, node: node, reply: reply)
        default: return false
        }
    }

    // MARK: Accessible

    private func handleAccessible(_ message: BusMessage, node: AccessibleNode, reply: BusMessage) throws -> Bool {
        switch message.member {
        case "GetChildAtIndex":
            let index = Int(try message.readInt32())
            let children = node.children
            try reply.append(children.indices.contains(index) ? reference(for: children[index]) : .null)
        case "GetChildren":
            try reply.append(references: node.children.map { reference(for: $0) })
        case "GetIndexInParent":
            let index = node.parent.flatMap { parent in parent.children.firstIndex { $0.isSame(as: node) } }
            try reply.append(Int32(index.map { $0 } ?? (node.parent == nil ? 0 : -1)))
        case "GetRelationSet":
            try reply.open("a", "(ua(so))")
            try reply.close()
        case "GetRole":
            try reply.append(node.role.rawValue)
        case "GetRoleName", "GetLocalizedRoleName":
            try reply.append(node.role.name)
        case "GetState":
            try reply.open("a", "u")
            for word in node.states.words { try reply.append(word) }
            try reply.close()
        case "GetAttributes":
            var attributes = ["toolkit": "Quill"]
            if let identifier = node.view?.accessibilityIdentifier, !identifier.isEmpty { attributes["id"] = identifier }
            try reply.append(attributes: attributes)
        case "GetApplication":
            try reply.append(rootReference)
        case "GetInterfaces":
            try reply.append(strings: node.interfaces)
        default:
            return false
        }
        return true
    }

    // MARK: Component

    /// A node's extents in a coordinate system: 0 screen, 1 window, 2 parent.
    func extents(of node: AccessibleNode, coordinates: UInt32) -> Rect {
        var rect = node.frameInWindow
        switch coordinates {
        case 0:
            let origin = node.window?.originOnScreen ?? .zero
            rect.origin = Point(x: rect.origin.x + origin.x, y: rect.origin.y + origin.y)
        case 2:
            if let parent = node.parent, case .view = parent {
                let parentFrame = parent.frameInWindow
                rect.origin = Point(x: rect.origin.x - parentFrame.origin.x, y: rect.origin.y - parentFrame.origin.y)
            }
        default:
            break
        }
        return rect
    }

    private func handleComponent(_ message: BusMessage, node: AccessibleNode, reply: BusMessage) throws -> Bool {
        switch message.member {
        case "Contains":
            let x = Double(try message.readInt32()), y = Double(try message.readInt32())
            let rect = extents(of: node, coordinates: try message.readUInt32())
            try reply.append(rect.contains(Point(x: x, y: y)))
        case "GetAccessibleAtPoint":
            let x = Double(try message.readInt32()), y = Double(try message.readInt32())
            let coordinates = try message.readUInt32()
            try reply.append(deepestNode(under: node, at: Point(x: x, y: y), coordinates: coordinates).map { reference(for: $0) } ?? .null)
        case "GetExtents":
            let rect = extents(of: node, coordinates: try message.readUInt32())
            try reply.open("r", "iiii")
            for number in [rect.minX, rect.minY, rect.width, rect.height] { try reply.append(Int32(clamping: Int(number.rounded()))) }
            try reply.close()
        case "GetPosition":
            let rect = extents(of: node, coordinates: try message.readUInt32())
            try reply.append(Int32(clamping: Int(rect.minX.rounded())))
            try reply.append(Int32(clamping: Int(rect.minY.rounded())))
        case "GetSize":
            let rect = node.frameInWindow
            try reply.append(Int32(clamping: Int(rect.width.rounded())))
            try reply.append(Int32(clamping: Int(rect.height.rounded())))
        case "GetLayer":
            // AtspiComponentLayer: WIDGET 3, WINDOW 7.
            try reply.append(UInt32(node.role == .frame ? 7 : 3))
        case "GetMDIZOrder":
            try reply.append(Int16(0))
        case "GrabFocus":
            let focusable: View?
            if case .custom(let element) = node { focusable = element.container } else { focusable = node.view }
            guard let view = focusable, !(view is Window), view.canBecomeFirstResponder else {
                try reply.append(false)
                return true
            }
            try reply.append(view.becomeFirstResponder())
        case "GetAlpha":
            try reply.append(node.view?.alpha ?? 1)
        case "ScrollTo":
            _ = try message.readUInt32()
            try reply.append(scrollIntoView(node))
        case "SetExtents", "SetPosition", "SetSize", "ScrollToPoint":
            try reply.append(false)
        default:
            return false
        }
        return true
    }

    /// The deepest node under `node` whose extents hold a point.
    private func deepestNode(under node: AccessibleNode, at point: Point, coordinates: UInt32) -> AccessibleNode? {
        for child in node.children.reversed() where extents(of: child, coordinates: coordinates).contains(point) {
            return deepestNode(under: child, at: point, coordinates: coordinates) ?? child
        }
        return nil
    }

    /// Scrolls a table cell into view; other nodes are where they are.
    private func scrollIntoView(_ node: AccessibleNode) -> Bool {
        guard case .view(let view) = node, let position = AccessibleNode.position(inTableOf: view) else { return false }
        return position.table.scrollAccessibilityCellToVisible(row: position.row, column: position.column)
    }

    // MARK: Action

    private func handleAction(_ message: BusMessage, node: AccessibleNode, reply: BusMessage) throws -> Bool {
        let actions = node.actions
        func action(_ index: Int32) -> (name: String, description: String)? {
            actions.indices.contains(Int(index)) ? actions[Int(index)] : nil
        }
        switch message.member {
        case "GetName", "GetLocalizedName":
            try reply.append(action(try message.readInt32())?.name ?? "")
        case "GetDescription":
            try reply.append(action(try message.readInt32())?.description ?? "")
        case "GetKeyBinding":
            let index = try message.readInt32()
            try reply.append(action(index) == nil ? "" : node.keyBinding)
        case "GetActions":
            try reply.open("a", "(sss)")
            for action in actions {
                try reply.open("r", "sss")
                try reply.append(action.name)
                try reply.append(action.description)
                try reply.append(node.keyBinding)
                try reply.close()
            }
            try reply.close()
        case "DoAction":
            guard let chosen = action(try message.readInt32()) else {
                try reply.append(false)
                return true
            }
            try reply.append(perform(chosen.name, on: node))
        default:
            return false
        }
        return true
    }

    /// Does an action as a user would; returns whether it did something.
    private func perform(_ action: String, on node: AccessibleNode) -> Bool {
        switch node {
        case .view(let view):
            switch action {
            case "increment": view.accessibilityIncrement()
            case "decrement": view.accessibilityDecrement()
            default: return view.accessibilityActivate()
            }
            return true
        case .custom(let element):
            switch action {
            case "increment": element.increment?()
            case "decrement": element.decrement?()
            default: return element.activate?() ?? false
            }
            return true
        default:
            return false
        }
    }

    // MARK: Value

    /// A Value property: a numeric control's number, or for other adjustable elements (a
    /// date picker, segments) their spoken value as `Text` with a range of 0.
    func valueProperty(_ name: String, of node: AccessibleNode) -> BusValue? {
        let numeric = node.view as? AccessibilityNumericValue
        switch name {
        case "MinimumValue": return .double(numeric?.accessibilityValueRange.lowerBound ?? 0)
        case "MaximumValue": return .double(numeric?.accessibilityValueRange.upperBound ?? 0)
        case "MinimumIncrement": return .double(numeric?.accessibilityValueStep ?? 1)
        case "CurrentValue": return .double(numeric?.accessibilityNumericValue ?? 0)
        case "Text": return .string(node.valueText ?? "")
        default: return nil
        }
    }

    /// Sets a value: a numeric control's number, or for other adjustable elements a step up
    /// (positive) or down (negative).
    func setValue(_ value: Double, of node: AccessibleNode) {
        if case .custom(let element) = node {
            if value > 0 { element.increment?() } else if value < 0 { element.decrement?() }
            return
        }
        guard let view = node.view else { return }
        if let numeric = view as? AccessibilityNumericValue {
            _ = numeric.setAccessibilityNumericValue(value)
        } else if value > 0 {
            view.accessibilityIncrement()
        } else if value < 0 {
            view.accessibilityDecrement()
        }
    }

    // MARK: Table, TableCell, Selection

    func tableProperty(_ name: String, of node: AccessibleNode) -> BusValue? {
        guard let table = node.view as? AccessibilityDataTable else { return nil }
        switch name {
        case "NRows": return .int32(Int32(clamping: table.accessibilityRowCount))
        case "NColumns": return .int32(Int32(clamping: table.accessibilityColumnCount))
        case "Caption", "Summary": return .reference(.null)
        case "NSelectedRows": return .int32(Int32(selectedRows(of: node).count))
        case "NSelectedColumns": return .int32(0)
        default: return nil
        }
    }

    func tableCellProperty(_ name: String, of node: AccessibleNode) -> BusValue? {
        guard let view = node.view, let position = AccessibleNode.position(inTableOf: view) else { return nil }
        switch name {
        case "ColumnSpan", "RowSpan": return .int32(1)
        case "Position": return .int32Pair(Int32(clamping: position.row), Int32(clamping: position.column))
        case "Table": return .reference((position.table as? View).flatMap { AccessibleNode.node(containing: $0) }.map { reference(for: $0) } ?? .null)
        default: return nil
        }
    }

    /// The rows of the visible selected cells.
    private func selectedRows(of node: AccessibleNode) -> [Int] {
        guard let table = node.view as? AccessibilityDataTable else { return [] }
        let rows = node.children.compactMap { child -> Int? in
            guard let view = child.view, view.accessibilityTraits.contains(.selected) else { return nil }
            return table.accessibilityPosition(ofCell: view)?.row
        }
        return Array(Set(rows)).sorted()
    }

    /// The node of the cell at a position, scrolled into view when it is not on screen.
    private func cellNode(in table: AccessibilityDataTable, row: Int, column: Int) -> AccessibleNode? {
        if table.accessibilityCell(atRow: row, column: column) == nil {
            guard table.scrollAccessibilityCellToVisible(row: row, column: column) else { return nil }
        }
        return table.accessibilityCell(atRow: row, column: column).map { .view($0) }
    }

    /// Answers the Table interface of a data table.
    /// Kept as one piece: a switch over the D-Bus Table methods; each case is a few lines and they
    /// share the table, its children and the position of a child.
    private func handleTable(_ message: BusMessage, node: AccessibleNode, reply: BusMessage) throws -> Bool {
        guard let table = node.view as? AccessibilityDataTable else { return false }
        let children = node.children
        func position(ofChild index: Int32) -> (row: Int, column: Int)? {
            guard children.indices.contains(Int(index)), let view = children[Int(index)].view else { return nil }
            return table.accessibilityPosition(ofCell: view)
        }
        switch message.member {
        case "GetAccessibleAt":
            let row = Int(try message.readInt32()), column = Int(try message.readInt32())
            try reply.append(cellNode(in: table, row: row, column: column).map { reference(for: $0) } ?? .null)
        case "GetIndexAt":
            let row = Int(try message.readInt32()), column = Int(try message.readInt32())
            let cell = table.accessibilityCell(atRow: row, column: column)
            try reply.append(Int32(children.firstIndex { $0.view === cell && cell != nil } ?? -1))
        case "GetRowAtIndex":
            try reply.append(Int32(position(ofChild: try message.readInt32())?.row ?? -1))
        case "GetColumnAtIndex":
            try reply.append(Int32(position(ofChild: try message.readInt32())?.column ?? -1))
        case "GetRowDescription", "GetColumnDescription":
            _ = try message.readInt32()
            try reply.append("")
        case "GetRowExtentAt", "GetColumnExtentAt":
            _ = try message.readInt32()
            _ = try message.readInt32()
            try reply.append(Int32(1))
        case "GetRowHeader", "GetColumnHeader":
            _ = try message.readInt32()
            try reply.append(ObjectReference.null)
        case "GetSelectedRows":
            try reply.open("a", "i")
            for row in selectedRows(of: node) { try reply.append(Int32(clamping: row)) }
            try reply.close()
        case "GetSelectedColumns":
            try reply.open("a", "i")
            try reply.close()
        case "IsRowSelected":
            let row = Int(try message.readInt32())
            try reply.append(selectedRows(of: node).contains(row))
        case "IsColumnSelected":
            _ = try message.readInt32()
            try reply.append(false)
        case "IsSelected":
            let row = Int(try message.readInt32()), column = Int(try message.readInt32())
            try reply.append(table.accessibilityCell(atRow: row, column: column)?.accessibilityTraits.contains(.selected) ?? false)
        case "AddRowSelection":
            let row = Int(try message.readInt32())
            guard let cell = cellNode(in: table, row: row, column: 0)?.view else {
                try reply.append(false)
                return true
            }
            try reply.append(cell.accessibilityActivate())
        case "AddColumnSelection", "RemoveRowSelection", "RemoveColumnSelection":
            _ = try message.readInt32()
            try reply.append(false)
        case "GetRowColumnExtentsAtIndex":
            let found = position(ofChild: try message.readInt32())
            try reply.append(found != nil)
            try reply.append(Int32(clamping: found?.row ?? -1))
            try reply.append(Int32(clamping: found?.column ?? -1))
            try reply.append(Int32(1))
            try reply.append(Int32(1))
            try reply.append(false)
        default:
            return false
        }
        return true
    }

    private func handleTableCell(_ message: BusMessage, node: AccessibleNode, reply: BusMessage) throws -> Bool {
        guard message.member == "GetRowColumnSpan", let view = node.view, let position = AccessibleNode.position(inTableOf: view) else { return false }
        try reply.append(true)
        try reply.append(Int32(clamping: position.row))
        try reply.append(Int32(clamping: position.column))
        try reply.append(Int32(1))
        try reply.append(Int32(1))
        return true
    }

    private func handleSelection(_ message: BusMessage, node: AccessibleNode, reply: BusMessage) throws -> Bool {
        let children = node.children
        let selected = children.filter { $0.view?.accessibilityTraits.contains(.selected) == true }
        switch message.member {
        case "GetSelectedChild":
            let index = Int(try message.readInt32())
            try reply.append(selected.indices.contains(index) ? reference(for: selected[index]) : .null)
        case "SelectChild":
            let index = Int(try message.readInt32())
            let alreadySelected = children.indices.contains(index) && children[index].view?.accessibilityTraits.contains(.selected) == true
            try reply.append(children.indices.contains(index) && (alreadySelected || children[index].view?.accessibilityActivate() == true))
        case "IsChildSelected":
            let index = Int(try message.readInt32())
            try reply.append(children.indices.contains(index) && children[index].view?.accessibilityTraits.contains(.selected) == true)
        case "DeselectSelectedChild", "DeselectChild":
            _ = try message.readInt32()
            try reply.append(false)
        case "SelectAll", "ClearSelection":
            try reply.append(false)
        default:
            return false
        }
        return true
    }
}
