/// How a table draws its sections.
public enum TableViewStyle: Hashable, Sendable {
    /// Rows edge to edge; section headers stick to the top while their section scrolls.
    case plain
    /// Sections as separate groups with space between them; headers scroll with the content.
    case grouped
    /// Grouped, with each section's rows inset from the table's sides in a card with rounded
    /// corners (UIKit's `insetGrouped`, Settings since iOS 13); the inset is 20 points in a
    /// table at least 414 points wide and 16 in a narrower one.
    case insetGrouped

    /// Whether sections are separate groups with space between them (grouped or inset grouped).
    public var isGrouped: Bool { self != .plain }
}
