import Foundation
import QuillFoundation
import QuillGraphics
import QuillViews

/// A control for picking a date, a time or both (UIKit's `UIDatePicker`): spinning wheels
/// (a `PickerView` inside: drag a column, turn the mouse wheel over it, or use the arrow keys;
/// a flick spins on and snaps to a row) or an inline month calendar. It honours a minimum and maximum date, a
/// minute interval, and the calendar, locale and time zone given; `valueChanged` is sent when
/// the user settles on a new value.
@MainActor
open class DatePicker: Control {
    /// The natural size of the wheels.
    public static let wheelSize = Size(width: 320, height: 216)
    /// The natural size of the calendar.
    public static let calendarSize = Size(width: 320, height: 300)
    static let rowHeight = 36.0

    /// What is picked.
    public var mode: DatePickerMode = .date { didSet { rebuildColumns() } }
    /// Wheels or calendar.
    public var style: DatePickerStyle = .wheels {
        didSet {
            wheels.isHidden = style != .wheels
            setNeedsDisplay()
        }
    }
    /// The picked date. Setting it moves the wheels without an action.
    public var date: Date {
        get { currentDate }
        set { setDate(newValue, animated: false) }
    }
    /// The earliest date that can be picked.
    public var minimumDate: Date? { didSet { setDate(currentDate, animated: false) } }
    /// The latest date that can be picked.
    public var maximumDate: Date? { didSet { setDate(currentDate, animated: false) } }
    /// Minutes between choices on the minute wheel (1...30, dividing 60).
    public var minuteInterval = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            rebuildColumns()
        }
    }
    /// The calendar dates are computed in.
    public var calendar: Calendar = Calendar(identifier: .gregorian) { didSet { rebuildColumns() } }
    /// The locale of month and weekday names: the one set, else the application context's (the
    /// user's in an app started by `App.run`; `en_US_POSIX` in tests, for the same pixels
    /// everywhere). Setting `nil` follows the context again.
    public var locale: Locale! {
        get { chosenLocale ?? context.locale }
        set {
            chosenLocale = newValue
            rebuildColumns()
        }
    }
    /// The time zone dates are shown in: the one set, else the application context's (the
    /// user's in an app; UTC in tests). Setting `nil` follows the context again.
    public var timeZone: TimeZone! {
        get { chosenTimeZone ?? context.timeZone }
        set {
            chosenTimeZone = newValue
            rebuildColumns()
        }
    }
    private var chosenLocale: Locale?
    private var chosenTimeZone: TimeZone?
    /// The context's locale and time zone the wheels were built for.
    private var builtFor: (Locale, TimeZone)?

    private var currentDate = Date(timeIntervalSinceReferenceDate: 0)
    /// What each wheel shows.
    var columns: [WheelColumn] = []
    /// The wheels, shown in the wheels style.
    let wheels = PickerView(frame: Rect(origin: .zero, size: DatePicker.wheelSize))
    /// Answers the wheels' questions from `columns` and hears their selections.
    private lazy var wheelsSource = DatePickerWheels(picker: self)
    /// The wheels as accessibility elements, kept while the wheels stay the same.
    private var wheelElements: [AccessibilityCustomElement] = []
    /// The month the calendar shows (first day).
    public private(set) var displayedMonth = Date(timeIntervalSinceReferenceDate: 0)

    /// Creates a date picker at its natural size.
    public override init(frame: Rect) {
        super.init(frame: Rect(origin: frame.origin, size: frame.size == .zero ? DatePicker.wheelSize : frame.size))
        commonInit()
    }

    /// Creates the date picker a template describes by name (see `View.init(coder:)`); the
    /// template sets its frame and properties afterwards.
    public required init?(coder: TemplateCoder) {
        super.init(coder: coder)
        bounds.size = DatePicker.wheelSize
        commonInit()
    }

    /// What both initializers set up.
    private func commonInit() {
        backgroundColor = .white
        clipsToBounds = true
        wheels.frame = bounds
        wheels.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wheels.focusHost = self
        // The date picker speaks for its wheels (each an element named Month, Day, Year…).
        wheels.accessibilityElementsHidden = true
        addSubview(wheels)
        wheels.dataSource = wheelsSource
        wheels.delegate = wheelsSource
        rebuildColumns()
    }

    /// Creates a date picker showing a date.
    public convenience init(date: Date, mode: DatePickerMode = .date) {
        self.init(frame: .zero)
        self.mode = mode
        // Observers do not run for assignments in the class's own initializers.
        rebuildColumns()
        setDate(date, animated: false)
    }

    // MARK: Value

    private var zonedCalendar: Calendar {
        var c = calendar
        c.timeZone = timeZone
        c.locale = locale
        return c
    }

    /// Sets the date (clamped to the range, rounded to the minute interval), without an action.
    public func setDate(_ date: Date, animated: Bool) {
        var value = date
        if let minimumDate, value < minimumDate { value = minimumDate }
        if let maximumDate, value > maximumDate { value = maximumDate }
        if minuteInterval > 1, mode != .date {
            let minute = zonedCalendar.component(.minute, from: value)
            value = zonedCalendar.date(byAdding: .minute, value: -(minute % minuteInterval), to: value) ?? value
        }
        currentDate = value
        displayedMonth = zonedCalendar.date(from: zonedCalendar.dateComponents([.year, .month], from: value)) ?? value
        syncColumnsToDate()
        setNeedsDisplay()
    }

    /// The year range the year wheel offers.
    private var yearRange: ClosedRange<Int> {
        let c = zonedCalendar
        let low = minimumDate.map { c.component(.year, from: $0) } ?? 1900
        let high = maximumDate.map { c.component(.year, from: $0) } ?? 2100
        return low...Swift.max(low, high)
    }

    /// Moved into a window of another context: follows its locale and time zone.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if let builtFor, builtFor.0 != locale || builtFor.1 != timeZone { rebuildColumns() }
    }

    private func rebuildColumns() {
        builtFor = (locale, timeZone)
        let formatter = DateFormatter()
        formatter.locale = locale
        var built: [WheelColumn] = []
        if mode != .time {
            // Beside the time wheels there is room for short month names only.
            let symbols: [String] = mode == .dateAndTime ? formatter.shortMonthSymbols : formatter.monthSymbols
            let months = symbols.count == 12 ? symbols : (1...12).map(String.init)
            built.append(WheelColumn(component: .month, titles: months, width: 0.45))
            built.append(WheelColumn(component: .day, titles: (1...31).map(String.init), width: 0.2))
            built.append(WheelColumn(component: .year, titles: yearRange.map(String.init), width: 0.35))
        }
        if mode != .date {
            built.append(WheelColumn(component: .hour, titles: (0..<24).map { String(format: "%02d", $0) }, width: 0.5))
            built.append(WheelColumn(component: .minute, titles: stride(from: 0, to: 60, by: minuteInterval).map { String(format: "%02d", $0) }, width: 0.5))
        }
        if mode == .dateAndTime {
            for i in built.indices { built[i].width = [0.3, 0.14, 0.2, 0.18, 0.18][i] }
        }
        columns = built
        wheels.reloadAllComponents()
        syncColumnsToDate()
        setNeedsDisplay()
    }

    private func syncColumnsToDate() {
        let c = zonedCalendar
        let parts = c.dateComponents([.year, .month, .day, .hour, .minute], from: currentDate)
        for i in columns.indices {
            let row: Int
            switch columns[i].component {
            case .month: row = (parts.month ?? 1) - 1
            case .day: row = (parts.day ?? 1) - 1
            case .year: row = (parts.year ?? yearRange.lowerBound) - yearRange.lowerBound
            case .hour: row = parts.hour ?? 0
            case .minute: row = (parts.minute ?? 0) / minuteInterval
            }
            wheels.selectRow(row, inComponent: i, animated: false)
        }
    }

    /// The date the wheels show, clamped like a date set in code.
    private func dateFromColumns() -> Date {
        let c = zonedCalendar
        var parts = c.dateComponents([.year, .month, .day, .hour, .minute], from: currentDate)
        for (index, column) in columns.enumerated() {
            let selected = Swift.max(0, wheels.selectedRow(inComponent: index))
            switch column.component {
            case .month: parts.month = selected + 1
            case .day: parts.day = selected + 1
            case .year: parts.year = yearRange.lowerBound + selected
            case .hour: parts.hour = selected
            case .minute: parts.minute = selected * minuteInterval
            }
        }
        // Day 31 in a 30-day month becomes the month's last day.
        if let day = parts.day, let year = parts.year, let month = parts.month,
            let first = c.date(from: DateComponents(year: year, month: month, day: 1)),
            let range = c.range(of: .day, in: .month, for: first)
        {
            parts.day = Swift.min(day, range.count)
        }
        return c.date(from: parts) ?? currentDate
    }

    /// The user settled a wheel on a row: update the date (which may move other wheels: the
    /// 31st of a shorter month becomes its last day) and tell the targets.
    func commit(column: Int, row: Int) {
        guard columns.indices.contains(column) else { return }
        let old = currentDate
        setDate(dateFromColumns(), animated: true)
        if currentDate != old { sendActions(for: .valueChanged) }
    }

    // MARK: Interaction

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// The calendar follows presses itself; the wheels are a picker view of their own.
    open override func beginTracking(_ event: PointerEvent) -> Bool {
        becomeFirstResponder()
        return style == .inline
    }

    open override func endTracking(_ event: PointerEvent?) {
        if style == .inline, let event { calendarClick(event.location(in: self)) }
    }

    /// Whether a wheel is being dragged or spinning to a row.
    public var isSpinning: Bool { wheels.isSpinning }

    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        wheels.setNeedsDisplay()
    }

    open override func didResignFirstResponder() {
        super.didResignFirstResponder()
        wheels.setNeedsDisplay()
    }

    open override func stateDidChange() {
        super.stateDidChange()
        wheels.isEnabled = isEnabled
    }

    open override func keyDown(_ event: KeyEvent) {
        guard isEnabled else { return super.keyDown(event) }
        if style == .inline {
            let c = zonedCalendar
            let days: Int
            switch event.key {
            case .left: days = -1
            case .right: days = 1
            case .up: days = -7
            case .down: days = 7
            default: return super.keyDown(event)
            }
            let old = currentDate
            setDate(c.date(byAdding: .day, value: days, to: currentDate) ?? currentDate, animated: false)
            if currentDate != old { sendActions(for: .valueChanged) }
            return
        }
        if !wheels.handleKey(event) { super.keyDown(event) }
    }

    // MARK: Calendar

    /// Moves the calendar by months.
    public func showMonth(offsetBy months: Int) {
        displayedMonth = zonedCalendar.date(byAdding: .month, value: months, to: displayedMonth) ?? displayedMonth
        setNeedsDisplay()
    }

    private var calendarGridTop: Double { bounds.minY + 76 }
    private var calendarCell: Size { Size(width: (bounds.width - 16) / 7, height: (bounds.height - 84) / 6) }

    /// The day shown in the calendar cell at a point, if any.
    private func calendarDay(at point: Point) -> Date? {
        let cell = calendarCell
        let col = Int(saturating: (point.x - bounds.minX - 8) / cell.width, rounding: .down)
        let row = Int(saturating: (point.y - calendarGridTop) / cell.height, rounding: .down)
        guard (0..<7).contains(col), (0..<6).contains(row) else { return nil }
        let c = zonedCalendar
        let weekday = c.component(.weekday, from: displayedMonth)  // 1 = Sunday
        let offset = row * 7 + col - (weekday - c.firstWeekday + 7) % 7
        guard let range = c.range(of: .day, in: .month, for: displayedMonth), offset >= 0, offset < range.count else { return nil }
        return c.date(byAdding: .day, value: offset, to: displayedMonth)
    }

    private func calendarClick(_ point: Point) {
        if point.y < bounds.minY + 44 {
            if point.x < bounds.minX + 60 { showMonth(offsetBy: -1) } else if point.x > bounds.maxX - 60 { showMonth(offsetBy: 1) }
            return
        }
        guard let day = calendarDay(at: point) else { return }
        let c = zonedCalendar
        var parts = c.dateComponents([.year, .month, .day], from: day)
        let time = c.dateComponents([.hour, .minute], from: currentDate)
        parts.hour = time.hour
        parts.minute = time.minute
        let old = currentDate
        setDate(c.date(from: parts) ?? day, animated: false)
        if currentDate != old { sendActions(for: .valueChanged) }
    }

    // MARK: Drawing

    open override func draw(in context: GraphicsContext) {
        if !isEnabled { context.beginTransparencyLayer(opacity: 0.4) }
        // The wheels draw themselves (a picker view).
        if style == .inline { drawCalendar(context) }
        if !isEnabled { context.endTransparencyLayer() }
    }

    private func drawCalendar(_ context: GraphicsContext) {
        let c = zonedCalendar
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateFormat = "LLLL yyyy"
        let header = formatter.string(from: displayedMonth)
        if let layout = try? TextLayout(text: header, style: TextStyle(font: .boldSystemFont(ofSize: 17), alignment: .center), maxWidth: bounds.width, library: self.context.fonts) {
            context.draw(layout, at: Point(x: bounds.minX, y: bounds.minY + 12), color: .label)
        }
        for (text, x) in [("‹", bounds.minX + 20), ("›", bounds.maxX - 40)] {
            if let layout = try? TextLayout(text: text, style: TextStyle(font: .boldSystemFont(ofSize: 22), alignment: .center), maxWidth: 20, library: self.context.fonts) {
                context.draw(layout, at: Point(x: x, y: bounds.minY + 8), color: tintColor)
            }
        }
        let cell = calendarCell
        let localized: [String] = formatter.veryShortWeekdaySymbols
        let symbols = localized.count == 7 ? localized : ["S", "M", "T", "W", "T", "F", "S"]
        for i in 0..<7 {
            let symbol = symbols[(i + c.firstWeekday - 1) % 7]
            if let layout = try? TextLayout(text: symbol, style: TextStyle(font: .systemFont(ofSize: 12), alignment: .center), maxWidth: cell.width, library: self.context.fonts) {
                context.draw(layout, at: Point(x: bounds.minX + 8 + Double(i) * cell.width, y: bounds.minY + 52), color: .secondaryLabel)
            }
        }
        guard let range = c.range(of: .day, in: .month, for: displayedMonth) else { return }
        let weekday = c.component(.weekday, from: displayedMonth)
        let lead = (weekday - c.firstWeekday + 7) % 7
        let selected = c.dateComponents([.year, .month, .day], from: currentDate)
        let shown = c.dateComponents([.year, .month], from: displayedMonth)
        for day in 1...range.count {
            let slot = lead + day - 1
            let rect = Rect(x: bounds.minX + 8 + Double(slot % 7) * cell.width, y: calendarGridTop + Double(slot / 7) * cell.height, width: cell.width, height: cell.height)
            let isSelected = selected.year == shown.year && selected.month == shown.month && selected.day == day
            if isSelected {
                let d = Swift.min(rect.width, rect.height) - 4
                context.fill(Path(ellipseIn: Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)), color: tintColor)
                if isFirstResponder {
                    // Keyboard focus: a ring around the chosen day, which the arrow keys move.
                    var ring = Path()
                    ring.addRing(center: Point(x: rect.midX, y: rect.midY), radius: d / 2 + 2.5, lineWidth: 2)
                    context.fill(ring, color: tintColor.withAlphaComponent(0.6))
                }
            }
            var outOfRange = false
            if let date = c.date(byAdding: .day, value: day - 1, to: displayedMonth) {
                if let minimumDate, c.compare(date, to: minimumDate, toGranularity: .day) == .orderedAscending { outOfRange = true }
                if let maximumDate, c.compare(date, to: maximumDate, toGranularity: .day) == .orderedDescending { outOfRange = true }
            }
            if let layout = try? TextLayout(text: String(day), style: TextStyle(font: .systemFont(ofSize: 16), alignment: .center), maxWidth: rect.width, library: self.context.fonts) {
                let color: Color = isSelected ? .white : (outOfRange ? .lightGray : .label)
                context.draw(layout, at: Point(x: rect.minX, y: (rect.midY - layout.size.height / 2).rounded()), color: color)
            }
        }
    }

    open override func sizeThatFits(_ size: Size) -> Size { style == .inline ? DatePicker.calendarSize : DatePicker.wheelSize }

    /// A date picker is one adjustable element whose value is the date (and time) it shows,
    /// written out ("Friday, 29 October 2026, 14:30"); adjusting it moves a day (date modes) or
    /// the minute interval (time).
    open override var defaultAccessibility: AccessibilityDescription {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = locale
        formatter.timeZone = timeZone
        switch mode {
        case .date: formatter.dateFormat = "EEEE, d MMMM yyyy"
        case .time: formatter.dateFormat = "HH:mm"
        case .dateAndTime: formatter.dateFormat = "EEEE, d MMMM yyyy, HH:mm"
        }
        var traits: AccessibilityTraits = .adjustable
        if !isEnabled { traits.insert(.notEnabled) }
        return AccessibilityDescription(isElement: true, label: mode == .time ? "Time" : "Date", value: formatter.string(from: currentDate), traits: traits)
    }

    /// With wheels, each wheel is an adjustable element of its own ("Month", value "November",
    /// one row per step), as each spins on its own; the calendar is one element (above).
    open override var accessibilityCustomElements: [AccessibilityCustomElement]? {
        guard style == .wheels, !columns.isEmpty else { return nil }
        if wheelElements.count != columns.count {
            wheelElements = columns.indices.map { index in
                let element = AccessibilityCustomElement(container: self)
                element.increment = { [weak self] in self?.stepWheelForAccessibility(index, by: 1) }
                element.decrement = { [weak self] in self?.stepWheelForAccessibility(index, by: -1) }
                return element
            }
        }
        let frames = wheels.componentFrames()
        for (index, element) in wheelElements.enumerated() {
            let column = columns[index]
            let selected = wheels.selectedRow(inComponent: index)
            element.label = column.component.accessibilityName
            element.value = column.titles.indices.contains(selected) ? column.titles[selected] : nil
            element.traits = isEnabled ? .adjustable : [.adjustable, .notEnabled]
            element.frameInContainer = frames[index]
        }
        return wheelElements
    }

    private func stepWheelForAccessibility(_ index: Int, by rows: Int) {
        guard isEnabled, columns.indices.contains(index) else { return }
        wheels.userSelect(wheels.selectedRow(inComponent: index) + rows, inComponent: index)
    }

    /// The next day (or the next minute interval in time mode), within the bounds.
    open override func accessibilityIncrement() { stepForAccessibility(1) }

    /// The day before (or the interval before).
    open override func accessibilityDecrement() { stepForAccessibility(-1) }

    private func stepForAccessibility(_ direction: Int) {
        guard isEnabled else { return }
        let step: DateComponents = mode == .time ? DateComponents(minute: direction * Swift.max(1, minuteInterval)) : DateComponents(day: direction)
        guard let next = calendar.date(byAdding: step, to: currentDate) else { return }
        let before = currentDate
        setDate(next, animated: false)
        if currentDate != before { sendActions(for: .valueChanged) }
    }

    open override var debugDetails: [String] {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        return ["date = \(formatter.string(from: currentDate))"]
    }
}
