import QuillFoundation
import QuillTemplates
import QuillViews
import QuillWidgets

/// A reusable section header (from SectionHeader.quill) that discloses its section when clicked:
/// register the template for header reuse, set `section`, `isOpen` and `onTap` when the table
/// asks for the header, and insert or delete the section's rows in `onTap`.
///
///     tableView.register(try SectionHeaderBundle.bundle.template(named: "SectionHeader"),
///                        forHeaderFooterViewReuseIdentifier: "Header")
public final class SectionHeaderView: TableViewHeaderFooterView {
    /// The section's title.
    @Outlet public var titleLabel: Label?
    /// The disclosure chevron: ▸ closed, ▾ open.
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
