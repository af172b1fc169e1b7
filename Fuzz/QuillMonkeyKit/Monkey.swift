import QuillFoundation
import QuillViews
import QuillTesting

/// Random events through a `HeadlessHarness` (clicks, drags, wheel turns, keys, typed text,
/// resizes, scale changes, time passing), with `MonkeyInvariants` checked after every one. A
/// fixed seed makes a run reproducible: the report names the seed and the failing event.
///
///     let monkey = Monkey(harness: harness, seed: 42)
///     let report = monkey.run(events: 10_000)
///     XCTAssertTrue(report.passed, "\(report)")
@MainActor
public final class Monkey {
    /// The harness whose window receives the events.
    public let harness: HeadlessHarness
    /// The seed the run started from.
    public let seed: UInt64
    /// A frame is rendered every this many events (and on `.render` events).
    public var renderInterval = 64
    /// Sizes a resize picks from, besides the window's starting size.
    public var sizeRange = (minimum: Size(width: 1, height: 1), maximum: Size(width: 1600, height: 1000))
    /// Whether Ctrl+Q and Ctrl+W (quit, close) are left out, so the window stays open.
    public var avoidsClosing = true

    private var generator: SeededGenerator
    private var recent: [String] = []
    private var renders = 0
    private var performed = 0

    /// A monkey for a harness's window, starting a seed's sequence.
    public init(harness: HeadlessHarness, seed: UInt64) {
        self.harness = harness
        self.seed = seed
        generator = SeededGenerator(seed: seed)
    }

    /// Performs `events` random events, checking the invariants after each; stops at the
    /// first event after which one is broken.
    public func run(events: Int) -> MonkeyReport {
        var report = MonkeyReport(seed: seed)
        for _ in 0..<events {
            let event = nextEvent()
            perform(event)
            report.events += 1
            let problems = MonkeyInvariants.violations(in: harness.window)
            if !problems.isEmpty {
                report.violations = problems
                report.failingEvent = performed
                break
            }
        }
        report.renders = renders
        report.recentEvents = recent
        return report
    }

    /// A random event for the window as it is now.
    public func nextEvent() -> MonkeyEvent {
        let size = harness.window.bounds.size
        func point() -> Point {
            // Mostly inside the window; sometimes just outside it.
            if Int.random(in: 0..<50, using: &generator) == 0 {
                return Point(x: Double.random(in: -50...(size.width + 50), using: &generator), y: Double.random(in: -50...(size.height + 50), using: &generator))
            }
            return Point(x: Double.random(in: 0...max(size.width, 1), using: &generator), y: Double.random(in: 0...max(size.height, 1), using: &generator))
        }
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<30: return .click(point(), count: [1, 1, 1, 2, 3].randomElement(using: &generator)!)
        case 30..<42: return .drag(from: point(), to: point(), steps: Int.random(in: 1...12, using: &generator))
        case 42..<57:
            let dy = Double(Int.random(in: -400...400, using: &generator))
            let dx = Int.random(in: 0..<4, using: &generator) == 0 ? Double(Int.random(in: -200...200, using: &generator)) : 0
            return .wheel(point(), deltaX: dx, deltaY: dy)
        case 57..<75:
            var key = randomKey(), modifiers = randomModifiers()
            while closesWindow(key, modifiers) { (key, modifiers) = (randomKey(), randomModifiers()) }
            return .key(key, modifiers)
        case 75..<85: return .text(Monkey.texts.randomElement(using: &generator)!)
        case 85..<88:
            if Int.random(in: 0..<10, using: &generator) == 0 { return .resize(sizeRange.minimum) }
            return .resize(Size(
                width: Double(Int.random(in: Int(sizeRange.minimum.width)...Int(sizeRange.maximum.width), using: &generator)),
                height: Double(Int.random(in: Int(sizeRange.minimum.height)...Int(sizeRange.maximum.height), using: &generator))))
        case 88: return .scale([1, 1.5, 2, 1].randomElement(using: &generator)!)
        case 89..<96: return .wait([0.016, 0.1, 0.35, 1.2].randomElement(using: &generator)!)
        case 96: return .direction(UserInterfaceLayoutDirection.allCases.randomElement(using: &generator)!)
        default: return .render
        }
    }

    /// Performs one event on the window (and renders when the interval has come).
    public func perform(_ event: MonkeyEvent) {
        performed += 1
        recent.append("\(performed): \(event)")
        if recent.count > 20 { recent.removeFirst(recent.count - 20) }
        switch event {
        case let .click(point, count): harness.click(at: point, clickCount: count)
        case let .drag(from, to, steps): harness.drag(from: from, to: to, steps: steps)
        case let .wheel(point, dx, dy): harness.scroll(at: point, deltaX: dx, deltaY: dy)
        case let .key(key, modifiers): harness.key(key, modifiers: modifiers)
        case let .text(text): harness.type(text)
        case let .resize(size): harness.window.send(.resized(size))
        case let .scale(scale): harness.window.send(.scaleChanged(scale))
        case let .direction(direction):
            harness.window.semanticContentAttribute = direction == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        case let .wait(seconds):
            harness.clock.advance(by: seconds)
            harness.scheduler.update()
        case .render:
            harness.render()
            renders += 1
        }
        if performed % renderInterval == 0, !isRender(event) {
            harness.render()
            renders += 1
        }
    }

    private func isRender(_ event: MonkeyEvent) -> Bool {
        if case .render = event { return true }
        return false
    }

    private func randomKey() -> Key {
        let named: [Key] = [.return, .tab, .escape, .backspace, .delete, .space, .left, .right, .up, .down, .home, .end, .pageUp, .pageDown, .function(1), .other(0)]
        if Int.random(in: 0..<3, using: &generator) == 0 { return named.randomElement(using: &generator)! }
        let characters = Array("aqwzxcvAZ019 .,-/=é😎")
        return .character(characters.randomElement(using: &generator)!)
    }

    private func randomModifiers() -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if Int.random(in: 0..<4, using: &generator) == 0 { modifiers.insert(.shift) }
        if Int.random(in: 0..<6, using: &generator) == 0 { modifiers.insert(.control) }
        if Int.random(in: 0..<12, using: &generator) == 0 { modifiers.insert(.alt) }
        if Int.random(in: 0..<20, using: &generator) == 0 { modifiers.insert(.meta) }
        return modifiers
    }

    /// Typed text: plain, empty, long, other scripts, emoji, combining marks, controls.
    static let texts = [
        "a", "Hello", "", " ", "\n", "\t", "1234567890", "-0.5e9", String(repeating: "W", count: 300),
        "é", "e\u{301}\u{302}", "😎", "👩‍👩‍👧‍👦", "مرحبا", "שלום", "中文字", "ไทย", "\u{202E}abc", "\u{0}", "\u{FFFD}",
    ]

    private func closesWindow(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        guard avoidsClosing, modifiers.contains(.control) || modifiers.contains(.meta) else { return false }
        if case let .character(c) = key { return "qQwW".contains(c) }
        return false
    }
}
