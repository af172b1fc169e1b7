/// The state of a list's data as identifiers: its sections in order, each with its items in
/// order (UIKit's `NSDiffableDataSourceSnapshot`). Build one, then hand it to a diffable data
/// source's `apply(_:animatingDifferences:completion:)`, which shows the difference from the
/// snapshot before. Identifiers must be unique across the whole snapshot; adding one that is
/// already there moves nothing and is ignored.
public struct DiffableDataSourceSnapshot<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
    private var sections: [SectionIdentifier] = []
    private var items: [[ItemIdentifier]] = []
    private var sectionOfItem: [ItemIdentifier: SectionIdentifier] = [:]
    /// Items whose content changed and must be shown again, marked with `reloadItems(_:)` or
    /// `reconfigureItems(_:)`.
    public private(set) var reloadedItemIdentifiers = Set<ItemIdentifier>()
    /// Sections marked with `reloadSections(_:)`.
    public private(set) var reloadedSectionIdentifiers = Set<SectionIdentifier>()

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// How many sections there are.
    public var numberOfSections: Int { sections.count }
    /// How many items there are in all.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifier] { sections }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifier] { items.flatMap { $0 } }

    /// The items of a section, in order (none for a section that is not there).
    public func itemIdentifiers(inSection identifier: SectionIdentifier) -> [ItemIdentifier] {
        sections.firstIndex(of: identifier).map { items[$0] } ?? []
    }

    /// How many items a section has.
    public func numberOfItems(inSection identifier: SectionIdentifier) -> Int { itemIdentifiers(inSection: identifier).count }

    /// The section an item is in.
    public func sectionIdentifier(containingItem identifier: ItemIdentifier) -> SectionIdentifier? { sectionOfItem[identifier] }

    /// Where a section is.
    public func indexOfSection(_ identifier: SectionIdentifier) -> Int? { sections.firstIndex(of: identifier) }

    /// Where an item is in its section.
    public func indexOfItem(_ identifier: ItemIdentifier) -> Int? {
        guard let section = sectionOfItem[identifier], let index = sections.firstIndex(of: section) else { return nil }
        return items[index].firstIndex(of: identifier)
    }

    /// The item at a section and position, if there is one.
    func item(at section: Int, _ index: Int) -> ItemIdentifier? {
        guard items.indices.contains(section), items[section].indices.contains(index) else { return nil }
        return items[section][index]
    }

    /// Where an item is: its section's index and its index in the section.
    func position(of identifier: ItemIdentifier) -> (section: Int, item: Int)? { location(of: identifier) }

    /// The section at an index, if there is one.
    func section(at index: Int) -> SectionIdentifier? { sections.indices.contains(index) ? sections[index] : nil }

    /// The items of the section at an index.
    func items(inSectionAt index: Int) -> [ItemIdentifier] { items.indices.contains(index) ? items[index] : [] }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifier]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Adds sections before another.
    public mutating func insertSections(_ identifiers: [SectionIdentifier], beforeSection other: SectionIdentifier) {
        guard let index = sections.firstIndex(of: other) else { return }
        insertSections(identifiers, at: index)
    }

    /// Adds sections after another.
    public mutating func insertSections(_ identifiers: [SectionIdentifier], afterSection other: SectionIdentifier) {
        guard let index = sections.firstIndex(of: other) else { return }
        insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifier], at index: Int) {
        var seen = Set(sections)
        let new = identifiers.filter { seen.insert($0).inserted }
        sections.insert(contentsOf: new, at: index)
        items.insert(contentsOf: new.map { _ in [] }, at: index)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifier]) {
        let doomed = Set(identifiers)
        for (index, section) in sections.enumerated().reversed() where doomed.contains(section) {
            for item in items[index] { sectionOfItem[item] = nil }
            sections.remove(at: index)
            items.remove(at: index)
        }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifier, beforeSection other: SectionIdentifier) {
        moveSection(identifier, relativeTo: other, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifier, afterSection other: SectionIdentifier) {
        moveSection(identifier, relativeTo: other, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifier, relativeTo other: SectionIdentifier, after: Bool) {
        guard identifier != other, let from = sections.firstIndex(of: identifier), sections.contains(other) else { return }
        let moving = items.remove(at: from)
        sections.remove(at: from)
        let target = sections.firstIndex(of: other)! + (after ? 1 : 0)
        sections.insert(identifier, at: target)
        items.insert(moving, at: target)
    }

    /// Marks sections to be shown again.
    public mutating func reloadSections(_ identifiers: [SectionIdentifier]) {
        reloadedSectionIdentifiers.formUnion(identifiers.filter(sections.contains))
    }

    // MARK: Items

    /// Adds items at the end of a section (the last one when none is named).
    public mutating func appendItems(_ identifiers: [ItemIdentifier], toSection section: SectionIdentifier? = nil) {
        guard let index = section.flatMap({ sections.firstIndex(of: $0) }) ?? (section == nil && !sections.isEmpty ? sections.count - 1 : nil) else { return }
        insertItems(identifiers, section: index, at: items[index].count)
    }

    /// Adds items before another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifier], beforeItem other: ItemIdentifier) {
        guard let (section, index) = location(of: other) else { return }
        insertItems(identifiers, section: section, at: index)
    }

    /// Adds items after another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifier], afterItem other: ItemIdentifier) {
        guard let (section, index) = location(of: other) else { return }
        insertItems(identifiers, section: section, at: index + 1)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifier], section: Int, at index: Int) {
        var new: [ItemIdentifier] = []
        for item in identifiers where sectionOfItem[item] == nil {
            sectionOfItem[item] = sections[section]
            new.append(item)
        }
        items[section].insert(contentsOf: new, at: index)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifier]) {
        var doomedBySection: [Int: Set<ItemIdentifier>] = [:]
        for item in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: item), let index = sections.firstIndex(of: section) else { continue }
            doomedBySection[index, default: []].insert(item)
        }
        for (index, doomed) in doomedBySection { items[index].removeAll { doomed.contains($0) } }
        reloadedItemIdentifiers.subtract(identifiers)
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        self = DiffableDataSourceSnapshot()
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifier, beforeItem other: ItemIdentifier) {
        moveItem(identifier, relativeTo: other, after: false)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifier, afterItem other: ItemIdentifier) {
        moveItem(identifier, relativeTo: other, after: true)
    }

    private mutating func moveItem(_ identifier: ItemIdentifier, relativeTo other: ItemIdentifier, after: Bool) {
        guard identifier != other, let (fromSection, fromIndex) = location(of: identifier), location(of: other) != nil else { return }
        items[fromSection].remove(at: fromIndex)
        let (section, index) = location(of: other)!
        items[section].insert(identifier, at: index + (after ? 1 : 0))
        sectionOfItem[identifier] = sections[section]
    }

    /// Marks items whose content changed: their cells are made again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifier]) {
        reloadedItemIdentifiers.formUnion(identifiers.filter { sectionOfItem[$0] != nil })
    }

    /// Marks items whose content changed (Quill makes their cells again, as `reloadItems`).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifier]) {
        reloadItems(identifiers)
    }

    private func location(of item: ItemIdentifier) -> (Int, Int)? {
        guard let section = sectionOfItem[item], let sectionIndex = sections.firstIndex(of: section),
            let index = items[sectionIndex].firstIndex(of: item)
        else { return nil }
        return (sectionIndex, index)
    }

    /// The snapshot without its reload marks (what a data source keeps once applied).
    var withoutReloads: DiffableDataSourceSnapshot {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }
}
