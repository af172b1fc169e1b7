/// How a table draws its sections.
public enum TableViewStyle: Hashable, Sendable {
    /// Rows edge to edge; section headers stick to the top while their section scrolls.
    case plain
    /// Sections as separate groups with space between them; headers scroll with the content.
    case grouped
}
