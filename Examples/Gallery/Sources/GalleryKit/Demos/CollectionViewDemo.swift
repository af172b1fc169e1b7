import Quill

/// Colour swatches in a collection view with a flow layout: two sections with headers, items
/// selected several at a time, and a diffable data source that animates each change
/// (shuffling moves the swatches, adding and removing fades them).
@MainActor
enum CollectionViewDemo {
    static let demo = GalleryDemo(
        section: "Controls", title: "Collection views",
        summary: "A flow layout of swatches in sections; shuffle, add and remove animate through a diffable data source.",
        sources: [.swift("CollectionViewDemo.swift")]
    ) { host, size in
        let page = View(frame: Rect(origin: .zero, size: size))
        let shuffle = Button(title: "Shuffle", style: .bordered)
        let add = Button(title: "Add", style: .bordered)
        let remove = Button(title: "Remove selected", style: .bordered)
        var x = 16.0
        for button in [shuffle, add, remove] {
            button.sizeToFit()
            button.frame.origin = Point(x: x, y: 12)
            x += button.frame.width + 10
            page.addSubview(button)
        }
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 96, height: 72)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = EdgeInsets(top: 4, left: 16, bottom: 16, right: 16)
        layout.headerReferenceSize = Size(width: 0, height: 30)
        let swatches = CollectionView(frame: Rect(x: 0, y: 56, width: size.width, height: size.height - 56), collectionViewLayout: layout)
        swatches.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        swatches.allowsMultipleSelection = true
        swatches.accessibilityLabel = "Swatches"
        swatches.register(SwatchCell.self, forCellWithReuseIdentifier: "Swatch")
        swatches.register(SectionHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        page.addSubview(swatches)
        let palette = host.keep(Palette(collectionView: swatches))
        shuffle.addAction(for: .primaryActionTriggered) { _ in palette.shuffle() }
        add.addAction(for: .primaryActionTriggered) { _ in palette.add() }
        remove.addAction(for: .primaryActionTriggered) { _ in palette.removeSelected() }
        return page
    }

    /// The swatches as a diffable data source's snapshots: warm and cool colours by name.
    @MainActor
    final class Palette {
        let source: CollectionViewDiffableDataSource<String, String>
        let collectionView: CollectionView
        static let colors: [String: String] = [
            "Tomato": "#FF6347", "Coral": "#FF7F50", "Gold": "#FFD700", "Orange": "#FFA500", "Crimson": "#DC143C", "Salmon": "#FA8072",
            "Khaki": "#F0E68C", "Peru": "#CD853F", "Teal": "#008080", "Navy": "#000080", "Sky": "#87CEEB", "Indigo": "#4B0082",
            "Mint": "#98FF98", "Azure": "#007FFF", "Cyan": "#00CED1", "Violet": "#8A2BE2", "Olive": "#808000", "Plum": "#DDA0DD",
        ]
        private var spare = ["Olive", "Plum", "Khaki", "Peru", "Violet", "Cyan"]
        private var generator = SplitMix(seed: 27)

        init(collectionView: CollectionView) {
            self.collectionView = collectionView
            source = CollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, name in
                let cell = try view.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath) as! SwatchCell
                cell.show(name: name, color: Color(hex: Palette.colors[name] ?? "#888888") ?? .gray)
                return cell
            }
            source.supplementaryViewProvider = { view, kind, indexPath in
                let header = try view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! SectionHeader
                header.label.text = indexPath.section == 0 ? "Warm" : "Cool"
                return header
            }
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["Warm", "Cool"])
            snapshot.appendItems(["Tomato", "Coral", "Gold", "Orange", "Crimson", "Salmon"], toSection: "Warm")
            snapshot.appendItems(["Teal", "Navy", "Sky", "Indigo", "Mint", "Azure"], toSection: "Cool")
            source.apply(snapshot, animatingDifferences: false)
        }

        /// Each section's swatches in a new order.
        func shuffle() {
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            for section in source.snapshot().sectionIdentifiers {
                snapshot.appendSections([section])
                var items = source.snapshot().itemIdentifiers(inSection: section)
                for index in items.indices.reversed() where index > 0 { items.swapAt(index, Int(generator.next() % UInt64(index + 1))) }
                snapshot.appendItems(items, toSection: section)
            }
            source.apply(snapshot)
        }

        /// A spare colour at the start of the cool section.
        func add() {
            guard !spare.isEmpty else { return }
            var snapshot = source.snapshot()
            let name = spare.removeFirst()
            if let first = snapshot.itemIdentifiers(inSection: "Cool").first {
                snapshot.insertItems([name], beforeItem: first)
            } else {
                snapshot.appendItems([name], toSection: "Cool")
            }
            source.apply(snapshot)
        }

        /// The selected swatches leave (and become spare).
        func removeSelected() {
            let names = collectionView.indexPathsForSelectedItems.compactMap(source.itemIdentifier(for:))
            guard !names.isEmpty else { return }
            var snapshot = source.snapshot()
            snapshot.deleteItems(names)
            spare += names
            source.apply(snapshot)
        }
    }

    /// A small deterministic random number generator, so the page renders the same every time.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A swatch: the colour with its name below, ringed while selected.
    final class SwatchCell: CollectionViewCell {
        let chip = View()
        let name = Label(text: "", font: .systemFont(ofSize: 12))

        required init(frame: Rect) {
            super.init(frame: frame, reuseIdentifier: nil)
            chip.cornerRadius = 8
            name.textAlignment = .center
            contentView.addSubview(chip)
            contentView.addSubview(name)
            let ring = View()
            ring.cornerRadius = 10
            ring.borderWidth = 3
            ring.borderColor = Color.systemBlue
            selectedBackgroundView = ring
        }

        /// Not made by templates by name (UIKit's `init?(coder:)`): the app creates it.
        required init?(coder: TemplateCoder) { nil }

        func show(name text: String, color: Color) {
            chip.backgroundColor = color
            name.text = text
            accessibilityLabel = text
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            chip.frame = Rect(x: 6, y: 6, width: bounds.width - 12, height: bounds.height - 30)
            name.frame = Rect(x: 0, y: bounds.height - 22, width: bounds.width, height: 18)
        }
    }

    /// A section's title.
    final class SectionHeader: ReusableView {
        let label = Label(text: "", font: .boldSystemFont(ofSize: 15))

        required init(frame: Rect) {
            super.init(frame: frame)
            label.frame = Rect(x: 16, y: 6, width: 300, height: 20)
            addSubview(label)
        }

        /// Not made by templates by name (UIKit's `init?(coder:)`): the app creates it.
        required init?(coder: TemplateCoder) { nil }
    }
}
