import Foundation
import QuillFoundation

/// Items in lines that wrap, like words in a paragraph: rows filled from the leading edge when
/// scrolling vertically, columns from the top when scrolling horizontally, with section
/// insets, spacing, headers and footers (UIKit's `UICollectionViewFlowLayout`).
///
/// Items have `itemSize`, or the size the delegate's `sizeForItemAt` gives. With an
/// `estimatedItemSize` they start at that size and each cell is asked for its own size when
/// it is first shown (`CollectionViewCell.preferredLayoutAttributesFitting(_:)`: by its
/// content view's constraints); only the lines from a resized item on move, so scrolling a
/// hundred thousand self-sizing items costs no work proportional to their number.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// Asks each cell for its size starting from a default estimate (UIKit's
    /// `UICollectionViewFlowLayout.automaticSize`).
    public static let automaticSize = Size(width: 50, height: 50)

    /// Which way lines stack and the content scrolls.
    public var scrollDirection = CollectionViewScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Every item's size (unless the delegate says otherwise).
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// A first guess at items' sizes that turns on self-sizing cells; `.zero` (the default)
    /// turns it off.
    public var estimatedItemSize = Size.zero { didSet { invalidateLayout() } }
    /// The least space between lines.
    public var minimumLineSpacing = 10.0 { didSet { invalidateLayout() } }
    /// The least space between items on a line.
    public var minimumInteritemSpacing = 10.0 { didSet { invalidateLayout() } }
    /// Space around each section's items (inside the header and footer).
    public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// The size of every section's header; zero for none. Only the height counts when
    /// scrolling vertically (headers are as wide as the collection view), the width when
    /// scrolling horizontally.
    public var headerReferenceSize = Size.zero { didSet { invalidateLayout() } }
    /// The size of every section's footer; zero for none.
    public var footerReferenceSize = Size.zero { didSet { invalidateLayout() } }

    var sections: [FlowLayoutSection] = []
    /// Sizes cells asked for, kept across invalidations (the same item keeps its size when the
    /// collection view is resized) and dropped when the data is reloaded.
    var measuredSizes: [IndexPath: Size] = [:]
    private var contentSize = Size.zero
    /// The length along lines (the width when scrolling vertically) the lines were broken for.
    private var preparedLength = -1.0

    /// Creates a flow layout with UIKit's defaults: 50 x 50 items, 10 points apart.
    public override init() {
        super.init()
    }

    /// The size an item has when nobody says otherwise: the estimate when self-sizing, else
    /// `itemSize`.
    public var defaultItemSize: Size { estimatedItemSize == .zero ? itemSize : estimatedItemSize }

    private var isVertical: Bool { scrollDirection == .vertical }

    // MARK: Computing

    open override func prepare() {
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
        let insets = collectionView.contentInset
        let width = collectionView.bounds.width - insets.horizontal
        let height = collectionView.bounds.height - insets.vertical
        preparedLength = isVertical ? width : height
        var measuredBySection: [Int: [(Int, Size)]] = [:]
        for (indexPath, size) in measuredSizes { measuredBySection[indexPath.section, default: []].append((indexPath.item, size)) }
        sections = (0..<collectionView.numberOfSections).map { section in
            makeSection(section, in: collectionView, delegate: delegate, length: preparedLength, measured: measuredBySection[section] ?? [])
        }
        restack(from: 0)
        contentSize = isVertical
            ? Size(width: Swift.max(0, width), height: sections.last.map { $0.start + $0.length } ?? 0)
            : Size(width: sections.last.map { $0.start + $0.length } ?? 0, height: Swift.max(0, height))
    }

    private func makeSection(
        _ index: Int, in collectionView: CollectionView, delegate: (any CollectionViewDelegateFlowLayout)?, length: Double,
        measured measuredItems: [(Int, Size)]
    ) -> FlowLayoutSection {
        var section = FlowLayoutSection()
        section.isVertical = isVertical
        let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: index) ?? sectionInset
        section.inset = EdgeInsets(top: Self.sanitized(inset.top), left: Self.sanitized(inset.left), bottom: Self.sanitized(inset.bottom), right: Self.sanitized(inset.right))
        section.lineSpacing = Self.sanitized(delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: index) ?? minimumLineSpacing)
        section.interitemSpacing = Self.sanitized(delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: index) ?? minimumInteritemSpacing)
        let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: index) ?? headerReferenceSize
        let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: index) ?? footerReferenceSize
        section.headerThickness = Self.sanitized(section.across(header))
        section.footerThickness = Self.sanitized(section.across(footer))
        section.leading = isVertical ? section.inset.left : section.inset.top
        section.available = Self.sanitized(length - (isVertical ? section.inset.horizontal : section.inset.vertical))
        let count = collectionView.numberOfItems(inSection: index)
        let estimated = estimatedItemSize != .zero
        var sizes = [Size](repeating: Self.sanitized(defaultItemSize), count: count)
        if let delegate {
            for item in 0..<count {
                sizes[item] = Self.sanitized(delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: index)))
            }
        }
        var measured = [Bool](repeating: !estimated, count: count)
        if estimated {
            for (item, size) in measuredItems where item < count {
                sizes[item] = size
                measured[item] = true
            }
        }
        section.sizes = sizes
        section.isMeasured = measured
        section.breakLines()
        return section
    }

    /// A size with no negative, infinite or absurd side (a delegate's mistake draws nothing
    /// rather than breaking the layout).
    package static func sanitized(_ size: Size) -> Size {
        Size(width: sanitized(size.width), height: sanitized(size.height))
    }

    /// A length that is finite, not negative and not absurd.
    package static func sanitized(_ value: Double) -> Double {
        value.isFinite ? Swift.min(Swift.max(0, value), 1_000_000) : 0
    }

    /// Places sections one after another from a section on.
    private func restack(from first: Int) {
        var position = first > 0 && first <= sections.count ? sections[first - 1].start + sections[first - 1].length : 0
        for index in first..<sections.count {
            sections[index].start = position
            position += sections[index].length
        }
        if isVertical { contentSize.height = position } else { contentSize.width = position }
    }

    // MARK: Answering

    open override var collectionViewContentSize: Size { contentSize }

    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        let low = isVertical ? rect.minY : rect.minX
        let high = isVertical ? rect.maxY : rect.maxX
        var result: [CollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.start + section.length >= low && section.start <= high {
            if let header = layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: index)),
                header.frame.intersects(rect)
            {
                result.append(header)
            }
            if section.lineStarts.count > 0 {
                var line = section.lines.index(at: low - section.itemsStart)
                while line < section.lineStarts.count, section.lineSpan(line).start <= high {
                    for item in section.items(onLine: line) {
                        let attributes = attributesForItem(item, in: section, index: index)
                        if attributes.frame.intersects(rect) { result.append(attributes) }
                    }
                    line += 1
                }
            }
            if let footer = layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: index)),
                footer.frame.intersects(rect)
            {
                result.append(footer)
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), indexPath.item >= 0, indexPath.item < sections[indexPath.section].itemCount else { return nil }
        return attributesForItem(indexPath.item, in: sections[indexPath.section], index: indexPath.section)
    }

    private func attributesForItem(_ item: Int, in section: FlowLayoutSection, index: Int) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
        attributes.frame = mirrored(section.frame(ofItem: item))
        attributes.isSizeEstimated = !section.isMeasured[item]
        return attributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        let start: Double, thickness: Double
        switch kind {
        case CollectionView.elementKindSectionHeader:
            (start, thickness) = (section.start, section.headerThickness)
        case CollectionView.elementKindSectionFooter:
            (start, thickness) = (section.start + section.length - section.footerThickness, section.footerThickness)
        default:
            return nil
        }
        guard thickness > 0 else { return nil }
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: indexPath.section))
        attributes.frame = mirrored(isVertical
            ? Rect(x: 0, y: start, width: contentSize.width, height: thickness)
            : Rect(x: start, y: 0, width: thickness, height: contentSize.height))
        attributes.zIndex = 10
        return attributes
    }

    /// A frame flipped to the other side in a right-to-left layout (a flow layout mirrors as a
    /// whole, insets included, as UIKit's does).
    private func mirrored(_ frame: Rect) -> Rect {
        guard collectionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft else { return frame }
        return Rect(x: contentSize.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    // MARK: Invalidation

    /// A change of the visible length along lines (a resize) breaks the lines again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        // Compared with the size the lines were broken for (the collection view asks once its
        // bounds have changed).
        guard let collectionView else { return false }
        let insets = collectionView.contentInset
        let length = isVertical ? newBounds.width - insets.horizontal : newBounds.height - insets.vertical
        return length != preparedLength
    }

    /// Takes the size a cell asked for (while items are self-sizing): the item's lines move,
    /// the rest of the layout stays. Returns whether anything moved.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferred: CollectionViewLayoutAttributes,
        withOriginalAttributes original: CollectionViewLayoutAttributes
    ) -> Bool {
        let indexPath = original.indexPath
        guard original.representedElementCategory == .cell, estimatedItemSize != .zero,
            sections.indices.contains(indexPath.section), indexPath.item < sections[indexPath.section].itemCount
        else { return false }
        let size = Self.sanitized(preferred.size)
        measuredSizes[indexPath] = size
        let unchanged = sections[indexPath.section].sizes[indexPath.item] == size
        sections[indexPath.section].setSize(size, ofItem: indexPath.item)
        guard !unchanged else { return false }
        restack(from: indexPath.section)
        return true
    }

    /// The collection view reloaded its data: sizes cells asked for are forgotten.
    override func dataDidReload() {
        measuredSizes.removeAll()
    }

    /// Items moved in a batch update: the sizes cells asked for follow them.
    override func itemsDidMove(_ destination: (IndexPath) -> IndexPath?) {
        var moved: [IndexPath: Size] = [:]
        for (old, size) in measuredSizes { if let new = destination(old) { moved[new] = size } }
        measuredSizes = moved
    }
}
