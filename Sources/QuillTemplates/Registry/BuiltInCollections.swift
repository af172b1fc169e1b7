import QuillTemplateFormats
import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets

/// Registers the scrolling views (scroll, table, grid) and their helpers.
@MainActor
enum BuiltInCollections {
    /// Kept as one piece: a declarative table, one registration a line (class, property, its
    /// kind and setter), read top to bottom like the documentation it mirrors.
    static func register(in r: TemplateRegistry) {
        r.addEntry(ScrollView.self, name: "ScrollView", builtIn: true) { ScrollView() }
        r.addProperty("contentSize", to: ScrollView.self, as: .size) { $0.contentSize = $1 }
        r.addProperty("contentInset", to: ScrollView.self, as: .insets) { $0.contentInset = $1 }
        r.addProperty("scrollEnabled", to: ScrollView.self, as: .flag) { $0.isScrollEnabled = $1 }
        r.addProperty("bounces", to: ScrollView.self, as: .flag) { $0.bounces = $1 }
        r.addProperty("alwaysBounceVertical", to: ScrollView.self, as: .flag) { $0.alwaysBounceVertical = $1 }
        r.addProperty("showsVerticalScrollIndicator", to: ScrollView.self, as: .flag) { $0.showsVerticalScrollIndicator = $1 }
        r.addProperty("showsHorizontalScrollIndicator", to: ScrollView.self, as: .flag) { $0.showsHorizontalScrollIndicator = $1 }
        r.addOutlet("delegate", to: ScrollView.self, adopting: (any ScrollViewDelegate).self) { $0.delegate = $1 }

        r.addEntry(TableView.self, name: "TableView", builtIn: true) { TableView() }
        r.addProperty("style", to: TableView.self, expects: "plain, grouped or insetGrouped", converting: { try $0.asSymbol([("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped)], what: "a table style") }) { $0.style = $1 }
        r.addProperty("rowHeight", to: TableView.self, as: .number) { $0.rowHeight = $1 }
        r.addProperty("estimatedRowHeight", to: TableView.self, as: .number) { $0.estimatedRowHeight = $1 }
        r.addProperty("sectionHeaderHeight", to: TableView.self, as: .number) { $0.sectionHeaderHeight = $1 }
        r.addProperty("sectionFooterHeight", to: TableView.self, as: .number) { $0.sectionFooterHeight = $1 }
        r.addProperty("separatorStyle", to: TableView.self, expects: "none or singleLine", converting: { try $0.asSymbol([("none", .none), ("singleLine", .singleLine), ("default", .singleLine)], what: "a separator style") }) { $0.separatorStyle = $1 }
        r.addProperty("separatorColor", to: TableView.self, expects: "a colour") { t, value, _ throws(TemplateValueError) in
            if let color = try value.asColor() { t.separatorColor = color }
        }
        r.addProperty("allowsSelection", to: TableView.self, as: .flag) { $0.allowsSelection = $1 }
        r.addProperty("allowsMultipleSelection", to: TableView.self, as: .flag) { $0.allowsMultipleSelection = $1 }
        r.addOutlet("dataSource", to: TableView.self, adopting: (any TableViewDataSource).self) { $0.dataSource = $1 }
        r.addViewSlot("tableHeaderView", to: TableView.self) { $0.tableHeaderView = $1 }
        r.addViewSlot("tableFooterView", to: TableView.self) { $0.tableFooterView = $1 }
        // A storyboard's static table: its sections, each with its fixed cells.
        r.addEntry(TableViewStaticSection.self, name: "TableViewSection", builtIn: true) { TableViewStaticSection() }
        r.addProperty("headerTitle", to: TableViewStaticSection.self, as: .text) { $0.headerTitle = $1 }
        r.addProperty("footerTitle", to: TableViewStaticSection.self, as: .text) { $0.footerTitle = $1 }
        r.addAssignedPartHandler("cells", to: TableViewStaticSection.self, of: TableViewCell.self) { $0.cells.append($1) }
        r.addAssignedPartHandler("sections", to: TableView.self, of: TableViewStaticSection.self) { $0.staticSections.append($1) }

        r.addEntry(GridView.self, name: "GridView", builtIn: true) { GridView() }
        r.addProperty("cellSize", to: GridView.self, as: .size) { $0.cellSize = $1 }
        r.addProperty("spacing", to: GridView.self, expects: "[horizontal, vertical]", converting: { try $0.asSize() }) { $0.spacing = $1 }
        r.addProperty("layoutInsets", to: GridView.self, as: .insets) { $0.layoutInsets = $1 }
        r.addProperty("allowsSelection", to: GridView.self, as: .flag) { $0.allowsSelection = $1 }
        r.addOutlet("dataSource", to: GridView.self, adopting: (any GridViewDataSource).self) { $0.dataSource = $1 }

        registerCollectionView(in: r)

        r.addEntry(PickerView.self, name: "PickerView", builtIn: true) { PickerView() }
        r.addOutlet("dataSource", to: PickerView.self, adopting: (any PickerViewDataSource).self) { $0.dataSource = $1 }
        r.addOutlet("delegate", to: PickerView.self, adopting: (any PickerViewDelegate).self) { $0.delegate = $1 }

        r.addEntry(DatePicker.self, name: "DatePicker", builtIn: true) { DatePicker() }
        r.addProperty("mode", to: DatePicker.self, expects: "date, time or dateAndTime", converting: { try $0.asSymbol([("date", .date), ("time", .time), ("dateAndTime", .dateAndTime)], what: "a date picker mode") }) { $0.mode = $1 }
        r.addProperty("style", to: DatePicker.self, expects: "wheels or inline", converting: { try $0.asSymbol([("wheels", .wheels), ("inline", .inline)], what: "a date picker style") }) { $0.style = $1 }
        r.addProperty("minuteInterval", to: DatePicker.self, expects: "a whole number dividing 60", converting: { try $0.asInteger() }) { $0.minuteInterval = $1 }
        r.addProperty("date", to: DatePicker.self, expects: "an ISO 8601 date (2026-11-22 or 2026-11-22T10:30:00Z)", converting: { try $0.asISODate() }) { $0.date = $1 }
        r.addProperty("minimumDate", to: DatePicker.self, expects: "an ISO 8601 date", converting: { try $0.asISODate() }) { $0.minimumDate = $1 }
        r.addProperty("maximumDate", to: DatePicker.self, expects: "an ISO 8601 date", converting: { try $0.asISODate() }) { $0.maximumDate = $1 }

        r.addEntry(TableViewHeaderFooterView.self, name: "TableViewHeaderFooterView", builtIn: true) { TableViewHeaderFooterView(reuseIdentifier: nil) }
        r.addProperty("text", to: TableViewHeaderFooterView.self, as: .text) { $0.textLabel.text = $1 }
        r.addPart("contentView", to: TableViewHeaderFooterView.self, .existing { ($0 as! TableViewHeaderFooterView).contentView })

        r.addEntry(GradientView.self, name: "GradientView", builtIn: true) { GradientView() }
        r.addProperty("colors", to: GradientView.self, expects: "a list of colours") { v, value, _ throws(TemplateValueError) in
            guard case .list(let items) = value else { throw TemplateValueError(expected: "a list of colours", found: value.summary) }
            var colors: [Color] = []
            for item in items {
                guard let color = try item.asColor() else { throw TemplateValueError(expected: "a colour", found: "null") }
                colors.append(color)
            }
            v.colors = colors
        }
        r.addProperty("horizontal", to: GradientView.self, as: .flag) { $0.isHorizontal = $1 }

        for (alias, name) in [
            ("UIScrollView", "ScrollView"), ("IBUIScrollView", "ScrollView"), ("UITableView", "TableView"), ("IBUITableView", "TableView"),
            ("UICollectionView", "CollectionView"), ("UICollectionViewFlowLayout", "CollectionViewFlowLayout"), ("UICollectionViewLayout", "CollectionViewLayout"),
            ("AQGridView", "GridView"), ("AQGridViewCell", "CollectionViewCell"), ("UITableViewHeaderFooterView", "TableViewHeaderFooterView"), ("UIDatePicker", "DatePicker"), ("IBUIDatePicker", "DatePicker"),
            ("UIPickerView", "PickerView"), ("IBUIPickerView", "PickerView"),
        ] {
            r.addAlias(alias, for: name)
        }
    }

    /// The collection view, its layouts and the flow layout's settings.
    private static func registerCollectionView(in r: TemplateRegistry) {
        r.addEntry(CollectionView.self, name: "CollectionView", builtIn: true) { CollectionView() }
        r.addProperty("allowsSelection", to: CollectionView.self, as: .flag) { $0.allowsSelection = $1 }
        r.addProperty("allowsMultipleSelection", to: CollectionView.self, as: .flag) { $0.allowsMultipleSelection = $1 }
        r.addOutlet("dataSource", to: CollectionView.self, adopting: (any CollectionViewDataSource).self) { $0.dataSource = $1 }
        r.addPart("collectionViewLayout", to: CollectionView.self, .assign({ object, child in
            guard let view = object as? CollectionView, let layout = child as? CollectionViewLayout else { return false }
            view.collectionViewLayout = layout
            return true
        }, expects: "CollectionViewLayout"))

        r.addEntry(CollectionViewLayout.self, name: "CollectionViewLayout", builtIn: true) { CollectionViewLayout() }
        r.addEntry(CollectionViewFlowLayout.self, name: "CollectionViewFlowLayout", builtIn: true) { CollectionViewFlowLayout() }
        r.addProperty("itemSize", to: CollectionViewFlowLayout.self, as: .size) { $0.itemSize = CollectionViewFlowLayout.sanitized($1) }
        r.addProperty("estimatedItemSize", to: CollectionViewFlowLayout.self, expects: "[width, height] or automatic", converting: { value throws(TemplateValueError) in
            if case .text("automatic") = value { return CollectionViewFlowLayout.automaticSize }
            return CollectionViewFlowLayout.sanitized(try value.asSize())
        }) { $0.estimatedItemSize = $1 }
        r.addProperty("headerReferenceSize", to: CollectionViewFlowLayout.self, as: .size) { $0.headerReferenceSize = CollectionViewFlowLayout.sanitized($1) }
        r.addProperty("footerReferenceSize", to: CollectionViewFlowLayout.self, as: .size) { $0.footerReferenceSize = CollectionViewFlowLayout.sanitized($1) }
        r.addProperty("minimumLineSpacing", to: CollectionViewFlowLayout.self, as: .number) { $0.minimumLineSpacing = $1 }
        r.addProperty("minimumInteritemSpacing", to: CollectionViewFlowLayout.self, as: .number) { $0.minimumInteritemSpacing = $1 }
        r.addProperty("sectionInset", to: CollectionViewFlowLayout.self, as: .insets) { $0.sectionInset = $1 }
        r.addProperty("scrollDirection", to: CollectionViewFlowLayout.self, expects: "vertical or horizontal", converting: {
            try $0.asSymbol([("vertical", CollectionViewScrollDirection.vertical), ("horizontal", .horizontal)], what: "a scroll direction")
        }) { $0.scrollDirection = $1 }
    }
}
