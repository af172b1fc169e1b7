import Foundation
import QuillFoundation
import QuillGraphics

/// The application: its windows, timers, per-frame callbacks and the run loop that turns
/// events into frames. The last responder in every chain.
///
/// A frame goes through fixed phases: events → update (timers, animations) → layout →
/// display (stale views record their display lists) → composite (only damaged pixels) →
/// present. With nothing to do the loop sleeps until the next event or timer.
@MainActor
public final class Application: Responder {
    /// The running application: one per process, as there is one run loop and one connection
    /// to the display. It owns the context its windows share unless they were given another.
    public static let shared = Application(launchEnvironment: LaunchEnvironment())

    /// What the process was launched with (`QUILL_*` variables), read once.
    public let launchEnvironment: LaunchEnvironment
    /// The context of the application's windows: clock, clipboard, layout direction, fonts,
    /// images, log, registry.
    public let context: ApplicationContext

    /// The windows open, in the order they were shown.
    public private(set) var windows: [Window] = []
    /// The clock, timers and animations of the application's windows (a window may have its
    /// own: a test harness's does).
    public var scheduler: FrameScheduler { context.scheduler }
    /// The clock timers, animations and event timestamps use.
    public var timeSource: TimeSource {
        get { context.timeSource }
        set { context.timeSource = newValue }
    }
    /// The current time on the application clock.
    public var now: Double { context.now }
    /// The clipboard text fields copy to and paste from.
    public var clipboard: any Clipboard {
        get { context.clipboard }
        set { context.clipboard = newValue }
    }
    /// The interval between animation frames when something animates.
    public var frameInterval = 1.0 / 60.0

    /// The direction the application's interface reads in, which views with an unspecified
    /// `semanticContentAttribute` follow. Starts from `QUILL_LAYOUT_DIRECTION` (`rtl` or
    /// `ltr`), left to right when it is not set; setting it mirrors every window of the
    /// application's context.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        get { context.userInterfaceLayoutDirection }
        set { context.userInterfaceLayoutDirection = newValue }
    }

    /// The accessibility notifications posted so far, newest last (at most 100): what a
    /// bridge to assistive technologies forwards, and what tests check.
    public private(set) var accessibilityNotifications: [AccessibilityNotification] = []

    /// Tells assistive technologies that something happened (UIKit's
    /// `UIAccessibility.post(notification:argument:)`).
    public func postAccessibilityNotification(_ notification: AccessibilityNotification) {
        accessibilityNotifications.append(notification)
        if accessibilityNotifications.count > 100 { accessibilityNotifications.removeFirst(accessibilityNotifications.count - 100) }
        for (_, observer) in accessibilityObservers.sorted(by: { $0.key < $1.key }) { observer(notification) }
    }

    /// Calls `observer` with every accessibility notification posted (a bridge to AT-SPI
    /// listens here) until `removeAccessibilityObserver(_:)` is called with the number returned.
    @discardableResult
    public func observeAccessibilityNotifications(_ observer: @escaping @MainActor (AccessibilityNotification) -> Void) -> Int {
        nextAccessibilityObserver += 1
        accessibilityObservers[nextAccessibilityObserver] = observer
        return nextAccessibilityObserver
    }

    /// Stops an observer started with `observeAccessibilityNotifications(_:)`.
    public func removeAccessibilityObserver(_ token: Int) {
        accessibilityObservers[token] = nil
    }
    private var accessibilityObservers: [Int: @MainActor (AccessibilityNotification) -> Void] = [:]
    private var nextAccessibilityObserver = 0

    private var isRunning = false
    private weak var backend: (any PlatformBackend)?

    private convenience init(launchEnvironment: LaunchEnvironment) {
        let context = ApplicationContext(layoutDirection: launchEnvironment.layoutDirection ?? .leftToRight)
        if let threads = launchEnvironment.renderingThreadCount { context.renderingThreadCount = threads }
        self.init(context: context, launchEnvironment: launchEnvironment)
    }

    /// Creates an application with its own context and run loop, apart from `shared`: for
    /// tests that run a loop on a scripted backend. Its windows are made with its context.
    public init(context: ApplicationContext, launchEnvironment: LaunchEnvironment = LaunchEnvironment([:])) {
        self.launchEnvironment = launchEnvironment
        self.context = context
        super.init()
    }

    // MARK: Windows

    /// Shows a window: registers it and, in a run with a backend, opens its native window.
    public func show(_ window: Window) throws {
        guard !windows.contains(where: { $0 === window }) else { return }
        try backend?.attach(window)
        windows.append(window)
        window.isShown = true
    }

    /// Where windows with an `autosaveName` are remembered (`WindowStateStore.standard` for the
    /// program's name until set).
    public lazy var windowStateStore = WindowStateStore.standard(programName: RuntimeLog.programName)

    /// Remembers a window's size and place, if it has an `autosaveName` and a place on screen.
    public func rememberState(of window: Window) {
        guard let name = window.autosaveName, let origin = window.originOnScreen else { return }
        let state = WindowState(x: origin.x, y: origin.y, width: window.bounds.width, height: window.bounds.height, isFullScreen: window.isFullScreen)
        do {
            try windowStateStore.save(state, forWindowNamed: name)
        } catch {
            context.log.warning("the place of window '\(name)' could not be remembered in \(windowStateStore.fileURL.path): \(error)")
        }
    }

    /// A shown window's native handle as the freedesktop portals name a parent ("x11:1c00007"),
    /// when the run's backend has one.
    public func portalParentIdentifier(for window: Window) -> String? {
        windows.contains { $0 === window } ? backend?.portalParentIdentifier(for: window) : nil
    }

    /// Closes a window; a run ends when its last window closes.
    public func close(_ window: Window) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        rememberState(of: window)
        windows.remove(at: index)
        window.isShown = false
        backend?.detach(window)
    }

    // MARK: Timers and frame callbacks

    /// Runs `action` after `delay` seconds on the application's scheduler, and then every
    /// `interval` seconds if given.
    @discardableResult
    public func schedule(after delay: Double, repeating interval: Double? = nil, _ action: @escaping @MainActor (ScheduledTimer) -> Void) -> ScheduledTimer {
        scheduler.schedule(after: delay, repeating: interval, action)
    }

    /// Runs `body` once per frame on the application's scheduler until it returns `false`.
    @discardableResult
    public func addFrameCallback(_ body: @escaping @MainActor (Double) -> Bool) -> FrameCallback {
        scheduler.addFrameCallback(body)
    }

    /// The schedulers of the application and of its windows, each once.
    private var schedulers: [FrameScheduler] {
        var all = [scheduler]
        for window in windows where !all.contains(where: { $0 === window.scheduler }) { all.append(window.scheduler) }
        return all
    }

    /// Whether any frame callback (animation) of the application or its windows is active.
    public var isAnimating: Bool { schedulers.contains { $0.isAnimating } }

    /// The update phase: fires due timers and runs frame callbacks, of the application and of
    /// its windows.
    public func update() {
        for scheduler in schedulers { scheduler.update() }
    }

    /// Cancels every timer and frame callback of the application's scheduler.
    public func cancelAllTimersAndFrameCallbacks() { scheduler.cancelAll() }

    /// The time of the next timer, or `nil` when none is scheduled.
    public var nextTimerTime: Double? { schedulers.compactMap(\.nextTimerTime).min() }

    // MARK: Running

    /// Runs until the last window closes or `terminate()` is called.
    public func run(with backend: any PlatformBackend) throws {
        self.backend = backend
        for window in windows { try backend.attach(window) }
        LaunchTimeline.mark("windows-attached")
        wakeUp = backend.makeWakeUp()
        for source in runLoopSources { source.attach(wakeUp: wakeUp ?? {}) }
        isRunning = true
        defer { isRunning = false }
        var lastFrame = now - frameInterval
        var marksLaunch = launchEnvironment.writesLaunchMarks
        while isRunning, !windows.isEmpty {
            let busy = isAnimating || windows.contains { $0.needsFrame || $0.needsPresentation }
            let deadline: Double?
            if busy {
                deadline = isAnimating ? Swift.max(now, lastFrame + frameInterval) : now
            } else if !runLoopSources.isEmpty, wakeUp == nil {
                deadline = Swift.min(nextTimerTime ?? .infinity, now + frameInterval)
            } else {
                deadline = nextTimerTime
            }
            for (window, event) in backend.waitForEvents(until: deadline) {
                if case .closeRequested = event {
                    close(window)
                } else {
                    window.send(event)
                }
            }
            for window in windows where window.platformStateNeedsUpdate {
                window.platformStateNeedsUpdate = false
                backend.updateWindowState(window)
            }
            for window in windows where window.pointerStyleNeedsUpdate {
                window.pointerStyleNeedsUpdate = false
                backend.setPointerStyle(window.currentPointerStyle, for: window)
            }
            for source in runLoopSources { source.performPendingWork() }
            update()
            lastFrame = now
            for window in windows where window.needsFrame || window.needsPresentation {
                if marksLaunch { LaunchTimeline.mark("frame-begun") }
                window.renderFrame()
                if marksLaunch { LaunchTimeline.mark("frame-drawn") }
                window.needsPresentation = false
                backend.present(window, damage: window.lastFrameChangedRegions)
                if marksLaunch { LaunchTimeline.mark("frame-presented") }
                marksLaunch = false
                if exitsAfterFirstFrame { reportFirstFrame() }
            }
        }
    }

    /// Whether the run ends after the first presented frame, printing when it was presented
    /// (`QUILL_EXIT_AFTER_FIRST_FRAME=1`): how `make bench` measures start-up.
    private var exitsAfterFirstFrame: Bool { launchEnvironment.exitsAfterFirstFrame }

    /// Prints the monotonic clock (the clock a launcher reads before starting the process) and
    /// ends the run.
    private func reportFirstFrame() {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        let nanoseconds = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        FileHandle.standardError.write(Data("quill-first-frame-monotonic-ns: \(nanoseconds)\n".utf8))
        quit()
    }

    // MARK: Run loop sources

    /// The sources served by the run loop, in the order they were added.
    public private(set) var runLoopSources: [any RunLoopSource] = []
    private var wakeUp: (@Sendable () -> Void)?

    /// Adds work for the run loop to serve every iteration (see `RunLoopSource`).
    public func addRunLoopSource(_ source: any RunLoopSource) {
        guard !runLoopSources.contains(where: { $0 === source }) else { return }
        runLoopSources.append(source)
        if isRunning { source.attach(wakeUp: wakeUp ?? {}) }
    }

    /// Stops serving a source.
    public func removeRunLoopSource(_ source: any RunLoopSource) {
        runLoopSources.removeAll { $0 === source }
    }

    /// Ends `run(with:)` after the current iteration.
    public func terminate() { isRunning = false }

    /// Closes every window and ends the run.
    public func quit() {
        saveLastFrameIfAsked()
        for window in windows { close(window) }
        terminate()
    }

    /// Writes the first window's framebuffer (what its last present showed) as a PNG when
    /// `QUILL_SAVE_LAST_FRAME` names a file: how the window checks compare the screen with the
    /// frame after a session of real input.
    private func saveLastFrameIfAsked() {
        guard let path = launchEnvironment.lastFrameOutputPath, let window = windows.first else { return }
        do {
            try PNGCodec.write(window.framebuffer, to: path)
        } catch {
            FileHandle.standardError.write(Data("quill: could not write the last frame to \(path): \(error)\n".utf8))
        }
    }

    /// Whether Ctrl+Q that no responder handled quits the application, as in GTK and Qt
    /// applications. Apps that use Ctrl+Q for something else turn it off.
    public var quitsOnControlQ = true

    /// Quit, from the File menu always, from its Ctrl+Q shortcut while `quitsOnControlQ`.
    public override func canPerformAction(_ action: CommandAction, withSender sender: AnyObject?) -> Bool {
        guard action == .quit else { return super.canPerformAction(action, withSender: sender) }
        return sender is KeyCommand ? quitsOnControlQ : true
    }

    /// Quits.
    public override func perform(_ action: CommandAction, withSender sender: AnyObject?) {
        if action == .quit { quit() } else { super.perform(action, withSender: sender) }
    }

    /// The end of every responder chain: Ctrl+Q quits (see `quitsOnControlQ`).
    public override func keyDown(_ event: KeyEvent) {
        if quitsOnControlQ, event.modifiers == .control, event.key == .character("q") {
            quit()
            return
        }
        super.keyDown(event)
    }
}
