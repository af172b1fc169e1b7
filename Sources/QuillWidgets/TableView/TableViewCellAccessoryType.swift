/// A standard accessory drawn at the trailing edge of a table cell.
public enum TableViewCellAccessoryType: Hashable, Sendable, CaseIterable {
    /// No accessory (UIKit's `.none`).
    case none
    /// A chevron: the row leads somewhere.
    case disclosureIndicator
    /// An info button and a chevron.
    case detailDisclosureButton
    /// A check mark: the row is chosen.
    case checkmark
    /// An info button.
    case detailButton
}
