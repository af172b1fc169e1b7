import QuillFoundation
import QuillGraphics
import QuillViews
import QuillWidgets

/// Registers the scrolling views (scroll, table, grid) and their helpers.
@MainActor
enum BuiltInCollections {
    static func register(in r: TemplateRegistry) {
        r.addEntry(ScrollView.self, name: "ScrollView", builtIn: true) { ScrollView() }
        r.addProperty("contentSize", to: ScrollView.self, expects: "[width, height]") { v, value, _ throws(TemplateValueError) in v.contentSize = try value.asSize() }
        r.addProperty("contentInset", to: ScrollView.self, expects: "[top, left, bottom, right]") { v, value, _ throws(TemplateValueError) in v.contentInset = try value.asInsets() }
        r.addProperty("scrollEnabled", to: ScrollView.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in v.isScrollEnabled = try value.asBool() }
        r.addProperty("bounces", to: ScrollView.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in v.bounces = try value.asBool() }
        r.addProperty("alwaysBounceVertical", to: ScrollView.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in v.alwaysBounceVertical = try value.asBool() }
        r.addProperty("showsVerticalScrollIndicator", to: ScrollView.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in
            v.showsVerticalScrollIndicator = try value.asBool()
        }
        r.addProperty("showsHorizontalScrollIndicator", to: ScrollView.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in
            v.showsHorizontalScrollIndicator = try value.asBool()
        }
        r.addOutlet("delegate", to: ScrollView.self, expects: "an object adopting ScrollViewDelegate") { view, target in
            guard let delegate = target as? any ScrollViewDelegate else { return false }
            view.delegate = delegate
            return true
        }

        r.addEntry(TableView.self, name: "TableView", builtIn: true) { TableView() }
        r.addProperty("style", to: TableView.self, expects: "plain or grouped") { t, value, _ throws(TemplateValueError) in
            t.style = try value.asSymbol([("plain", .plain), ("grouped", .grouped)], what: "a table style")
        }
        r.addProperty("rowHeight", to: TableView.self, expects: "a number") { t, value, _ throws(TemplateValueError) in t.rowHeight = try value.asNumber() }
        r.addProperty("estimatedRowHeight", to: TableView.self, expects: "a number") { t, value, _ throws(TemplateValueError) in t.estimatedRowHeight = try value.asNumber() }
        r.addProperty("sectionHeaderHeight", to: TableView.self, expects: "a number") { t, value, _ throws(TemplateValueError) in t.sectionHeaderHeight = try value.asNumber() }
        r.addProperty("sectionFooterHeight", to: TableView.self, expects: "a number") { t, value, _ throws(TemplateValueError) in t.sectionFooterHeight = try value.asNumber() }
        r.addProperty("separatorStyle", to: TableView.self, expects: "none or singleLine") { t, value, _ throws(TemplateValueError) in
            t.separatorStyle = try value.asSymbol([("none", .none), ("singleLine", .singleLine), ("default", .singleLine)], what: "a separator style")
        }
        r.addProperty("separatorColor", to: TableView.self, expects: "a colour") { t, value, _ throws(TemplateValueError) in
            if let color = try value.asColor() { t.separatorColor = color }
        }
        r.addProperty("allowsSelection", to: TableView.self, expects: "true or false") { t, value, _ throws(TemplateValueError) in t.allowsSelection = try value.asBool() }
        r.addProperty("allowsMultipleSelection", to: TableView.self, expects: "true or false") { t, value, _ throws(TemplateValueError) in
            t.allowsMultipleSelection = try value.asBool()
        }
        r.addOutlet("dataSource", to: TableView.self, expects: "an object adopting TableViewDataSource") { table, target in
            guard let dataSource = target as? any TableViewDataSource else { return false }
            table.dataSource = dataSource
            return true
        }
        r.addOutlet("tableHeaderView", to: TableView.self, of: View.self) { $0.tableHeaderView = $1 }
        r.addOutlet("tableFooterView", to: TableView.self, of: View.self) { $0.tableFooterView = $1 }

        r.addEntry(GridView.self, name: "GridView", builtIn: true) { GridView() }
        r.addProperty("cellSize", to: GridView.self, expects: "[width, height]") { g, value, _ throws(TemplateValueError) in g.cellSize = try value.asSize() }
        r.addProperty("spacing", to: GridView.self, expects: "[horizontal, vertical]") { g, value, _ throws(TemplateValueError) in g.spacing = try value.asSize() }
        r.addProperty("layoutInsets", to: GridView.self, expects: "[top, left, bottom, right]") { g, value, _ throws(TemplateValueError) in g.layoutInsets = try value.asInsets() }
        r.addProperty("allowsSelection", to: GridView.self, expects: "true or false") { g, value, _ throws(TemplateValueError) in g.allowsSelection = try value.asBool() }
        r.addOutlet("dataSource", to: GridView.self, expects: "an object adopting GridViewDataSource") { grid, target in
            guard let dataSource = target as? any GridViewDataSource else { return false }
            grid.dataSource = dataSource
            return true
        }

        r.addEntry(DatePicker.self, name: "DatePicker", builtIn: true) { DatePicker() }
        r.addProperty("mode", to: DatePicker.self, expects: "date, time or dateAndTime") { p, value, _ throws(TemplateValueError) in
            p.mode = try value.asSymbol([("date", .date), ("time", .time), ("dateAndTime", .dateAndTime)], what: "a date picker mode")
        }
        r.addProperty("style", to: DatePicker.self, expects: "wheels or inline") { p, value, _ throws(TemplateValueError) in
            p.style = try value.asSymbol([("wheels", .wheels), ("inline", .inline)], what: "a date picker style")
        }
        r.addProperty("minuteInterval", to: DatePicker.self, expects: "a whole number dividing 60") { p, value, _ throws(TemplateValueError) in p.minuteInterval = try value.asInteger() }
        r.addProperty("date", to: DatePicker.self, expects: "an ISO 8601 date (2026-11-22 or 2026-11-22T10:30:00Z)") { p, value, _ throws(TemplateValueError) in
            p.date = try value.asISODate()
        }
        r.addProperty("minimumDate", to: DatePicker.self, expects: "an ISO 8601 date") { p, value, _ throws(TemplateValueError) in p.minimumDate = try value.asISODate() }
        r.addProperty("maximumDate", to: DatePicker.self, expects: "an ISO 8601 date") { p, value, _ throws(TemplateValueError) in p.maximumDate = try value.asISODate() }

        r.addEntry(TableViewHeaderFooterView.self, name: "TableViewHeaderFooterView", builtIn: true) { TableViewHeaderFooterView(reuseIdentifier: nil) }
        r.addProperty("text", to: TableViewHeaderFooterView.self, expects: "text") { v, value, _ throws(TemplateValueError) in v.textLabel.text = try value.asString() }
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
        r.addProperty("horizontal", to: GradientView.self, expects: "true or false") { v, value, _ throws(TemplateValueError) in v.isHorizontal = try value.asBool() }

        for (alias, name) in [
            ("UIScrollView", "ScrollView"), ("IBUIScrollView", "ScrollView"), ("UITableView", "TableView"), ("IBUITableView", "TableView"),
            ("UICollectionView", "GridView"), ("AQGridView", "GridView"), ("AQGridViewCell", "GridViewCell"), ("UITableViewHeaderFooterView", "TableViewHeaderFooterView"), ("UIDatePicker", "DatePicker"), ("IBUIDatePicker", "DatePicker"),
        ] {
            r.addAlias(alias, for: name)
        }
    }
}
