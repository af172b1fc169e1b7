import QuillFoundation

extension View {
    private var accessibility: AccessibilityStorage {
        if let storage = accessibilityStorage { return storage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }

    /// Whether assistive technologies see this view as one element (its subviews are then not
    /// elements of their own). Controls and text are elements by default; plain views are
    /// containers whose subviews are read one by one.
    public var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? defaultAccessibility.isElement }
        set { accessibility.isElement = newValue }
    }

    /// The element's name, read first ("Save"); a button's title, a label's text by default. A
    /// switch, slider or field with no name of its own is named by the text label beside it
    /// (before it on its row, else just above it), as a sighted user reads the screen.
    public var accessibilityLabel: String? {
        get {
            if let own = accessibilityStorage?.label ?? defaultAccessibility.label { return own }
            let traits = accessibilityTraits
            guard !traits.isDisjoint(with: [.toggleButton, .adjustable, .textEntry]), !traits.contains(.tabBar) else { return nil }
            return labelBesideThisView()
        }
        set { accessibility.label = newValue }
    }

    /// The text of the sibling label that names this control on screen: the nearest one ending
    /// before its leading edge on the same row, else the nearest one ending just above it.
    private func labelBesideThisView() -> String? {
        guard let superview else { return nil }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let me = frame
        var before: (distance: Double, text: String)?
        var above: (distance: Double, text: String)?
        for sibling in superview.subviews where sibling !== self && !sibling.isHidden && sibling.alpha > 0.01 {
            guard sibling.accessibilityTraits.contains(.staticText), sibling.isAccessibilityElement,
                let text = sibling.accessibilityStorage?.label ?? sibling.defaultAccessibility.label, !text.isEmpty
            else { continue }
            let other = sibling.frame
            let sameRow = other.minY < me.maxY && other.maxY > me.minY
            let gap = rightToLeft ? other.minX - me.maxX : me.minX - other.maxX
            if sameRow, gap >= -1, gap < 200, gap < (before?.distance ?? .infinity) { before = (gap, text) }
            let overlapsHorizontally = other.minX < me.maxX && other.maxX > me.minX
            let rise = me.minY - other.maxY
            if overlapsHorizontally, rise >= -1, rise < 40, rise < (above?.distance ?? .infinity) { above = (rise, text) }
        }
        return before?.text ?? above?.text
    }

    /// The element's value ("50%", "On", the text of a field).
    public var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? defaultAccessibility.value }
        set { accessibility.value = newValue }
    }

    /// What activating the element does, read after a pause ("Saves the document"); the
    /// view's `toolTip` when neither it nor the widget says (AT-SPI's description).
    public var accessibilityHint: String? {
        get { accessibilityStorage?.hint ?? defaultAccessibility.hint ?? toolTip }
        set { accessibility.hint = newValue }
    }

    /// What the element is and its state; setting it replaces the widget's own.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibilityStorage?.traits ?? defaultAccessibility.traits }
        set { accessibility.traits = newValue }
    }

    /// Whether the view's subviews are hidden from assistive technologies (a decorative
    /// subtree, or content covered by a sheet).
    public var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }

    /// Whether only this view's elements are read while it shows (an alert, a sheet): the rest
    /// of the window is ignored, as UIKit's `accessibilityViewIsModal`.
    public var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }

    /// The order a container's elements are read in, when not the subviews' order.
    public var accessibilityElements: [View]? {
        get { accessibilityStorage?.elements }
        set { accessibility.elements = newValue }
    }

    /// The element's frame in its window's coordinates (in the view's own coordinates when it
    /// is in no window).
    public var accessibilityFrame: Rect {
        var rect = bounds
        var current: View = self
        while let parent = current.superview {
            rect = current.convert(rect, to: parent)
            current = parent
        }
        return rect
    }

    /// The elements of the view's subtree in reading order, as assistive technologies see them:
    /// each container's subviews top to bottom and from the leading side (or its
    /// `accessibilityElements`), hidden views and hidden subtrees left out, an element's
    /// subviews folded into it, and, when a modal view shows, only its elements.
    public func accessibilityElementsInOrder() -> [AccessibilityElement] {
        if let modal = topmostModalView(), modal !== self, modal.isDescendant(of: self) {
            return modal.accessibilityElementsInOrder()
        }
        var result: [AccessibilityElement] = []
        collectAccessibilityElements(into: &result)
        return result
    }

    /// The window's elements as text, one per line, as a screen reader would read them in
    /// order: what snapshot tests compare (`accessibilitySnapshot`).
    public func accessibilityDescription() -> String {
        accessibilityElementsInOrder().map(\.description).joined(separator: "\n")
    }

    private func collectAccessibilityElements(into result: inout [AccessibilityElement]) {
        guard !isHidden, alpha > 0.01 else { return }
        if let parts = accessibilityCustomElements, !parts.isEmpty {
            for part in parts {
                result.append(AccessibilityElement(
                    view: self, label: part.label, value: part.value, hint: part.hint, traits: part.traits, identifier: part.identifier,
                    frame: part.accessibilityFrame, customElement: part))
            }
            return
        }
        if isAccessibilityElement {
            result.append(AccessibilityElement(
                view: self, label: accessibilityLabel, value: accessibilityValue, hint: accessibilityHint, traits: accessibilityTraits,
                identifier: accessibilityIdentifier, frame: accessibilityFrame, customElement: nil))
            return
        }
        guard !accessibilityElementsHidden else { return }
        for child in accessibilityElements ?? subviewsInReadingOrder() { child.collectAccessibilityElements(into: &result) }
    }

    /// Subviews in rows, top to bottom, each row from the leading side (right first in
    /// right-to-left layouts), as a screen reader moves through a screen. A view joins the row
    /// above when its middle is within that row's first view, or that view's middle within it;
    /// views at the same place keep their order.
    public func subviewsInReadingOrder() -> [View] {
        guard subviews.count > 1 else { return subviews }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let byMiddle = subviews.enumerated().sorted { a, b in
            let (ma, mb) = (a.element.frame.midY, b.element.frame.midY)
            return ma != mb ? ma < mb : a.offset < b.offset
        }
        var rows: [[(offset: Int, element: View)]] = []
        var rowSpan = -Double.infinity...(-Double.infinity)
        var rowMiddle = -Double.infinity
        for item in byMiddle {
            let frame = item.element.frame
            let span = frame.minY...Swift.max(frame.minY, frame.maxY)
            // Same row: its middle is within the row, or the row's first middle within it.
            if !rows.isEmpty, rowSpan.contains(frame.midY) || span.contains(rowMiddle) {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
                rowSpan = span
                rowMiddle = frame.midY
            }
        }
        return rows.flatMap { row in
            row.sorted { a, b in
                let (xa, xb) = rightToLeft ? (-a.element.frame.maxX, -b.element.frame.maxX) : (a.element.frame.minX, b.element.frame.minX)
                return xa != xb ? xa < xb : a.offset < b.offset
            }.map(\.element)
        }
    }

    /// The last (frontmost) visible view with `accessibilityViewIsModal` in the subtree: while
    /// it shows, only its elements are read.
    public func topmostModalView() -> View? {
        guard !isHidden, alpha > 0.01 else { return nil }
        for child in subviews.reversed() {
            if let modal = child.topmostModalView() { return modal }
        }
        return accessibilityViewIsModal ? self : nil
    }
}
