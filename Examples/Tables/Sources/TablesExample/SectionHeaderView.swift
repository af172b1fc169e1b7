import Quill

/// Scenario 4: a reusable section header (from SectionHeader.quill) that discloses its section
/// when clicked.
public final class SectionHeaderView: TableViewHeaderFooterView {
    @Outlet public var titleLabel: Label?
    @Outlet public var chevron: Label?
    /// The section it heads now.
    public var section = 0
    /// Called when the header is clicked.
    public var onTap: ((SectionHeaderView) -> Void)?

    /// Whether the section shows its rows (turns the chevron).
    public var isOpen = false {
        didSet { chevron?.text = isOpen ? "▾" : "▸" }
    }

    public override func pointerBegan(_ event: PointerEvent) {}

    public override func pointerEnded(_ event: PointerEvent) {
        if bounds.contains(event.location(in: self)) { onTap?(self) }
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        onTap = nil
        isOpen = false
    }
}
