import Foundation
import QuillFoundation
import QuillGraphics

/// Everything an application's views share, owned by one application or one headless harness:
/// the clock and scheduler, the clipboard, the layout direction, fonts and images, the log, the
/// switches benchmarks flip, and storage that higher layers (the template registry, template
/// plans) keep their per-application state in.
///
/// Views reach it through their window (`View.context`); a window takes its context when it is
/// made (`Window(size:context:)`), the application's own by default. Two harnesses in one
/// process each have their own context, so their clocks, directions, registries and logs never
/// meet.
///
/// What stays process-wide is what the process really has once: fonts opened from files, images
/// decoded from files and the memory budget for them, and loaded plugin libraries. `fonts`,
/// `images` and `decodedImageBudget` refer to those by default; give a context its own to keep
/// it apart.
@MainActor
public final class ApplicationContext {
    /// The clock, timers and frame callbacks of the context's windows.
    public let scheduler: FrameScheduler
    /// The system clipboard's text (SDL's in a window, a private one headless).
    public var clipboard: any Clipboard = MemoryClipboard()
    /// The typed clipboard views copy to and paste from; its text goes to `clipboard`.
    public private(set) lazy var pasteboard = Pasteboard(context: self)
    /// The desktop's open and save dialogs that document pickers hand their requests to; `nil`
    /// (the default, and always in headless harnesses) shows Quill's own panel.
    public var fileChooser: (any SystemFileChooser)?
    /// The locale dates and numbers are shown in (date pickers' month and weekday names):
    /// `en_US_POSIX` by default, so tests and headless renders are the same everywhere; a
    /// windowed app started by `App.run` takes the user's (`Locale.current`).
    public var locale = Locale(identifier: "en_US_POSIX")
    /// The time zone dates are shown in: UTC by default; a windowed app started by `App.run`
    /// takes the user's (`TimeZone.current`).
    public var timeZone = TimeZone(identifier: "UTC")!
    /// The fonts text is laid out with.
    public let fonts: FontLibrary
    /// Images found by name (`Image.named`, templates' image names).
    public let images: ImageCatalog
    /// The budget decoded images count against.
    public let decodedImageBudget: DecodedImageBudget
    /// Where problems found while views lay out and draw are logged.
    public let log: RuntimeLogSink
    /// Whether views that animate their position or opacity are composited from cached layers
    /// (on by default; off, they are redrawn every frame: for measuring what layers save).
    public var animationsUseLayers = true
    /// Whether a scrolled view's pixels are moved in the framebuffer instead of redrawn (on by
    /// default; off, every scroll redraws the scrolled view: for measuring what the move saves,
    /// or ruling it out when looking for a drawing bug).
    public var movesScrolledContent = true
    /// How many threads draw a large redraw (a resize, a page switch): the frame is cut into
    /// horizontal bands drawn at once, with the bytes one thread would draw. The processors the
    /// process may run on by default; 1 draws on the main thread alone; values are taken within
    /// 1...8 when drawing.
    public var renderingThreadCount = Swift.min(8, ProcessorAffinity.usableProcessorCount())
    /// Animations running in this context, by view and property, so a new one replaces an old
    /// one; `usesLayer` says whether it holds the view on a cached layer (see `ViewAnimator`).
    var runningAnimations: [ObjectIdentifier: [Int: (callback: FrameCallback, transaction: AnimationTransaction, usesLayer: Bool)]] = [:]
    /// Cached layers kept after their views' animations ended (see `IdleLayerCaches`).
    var idleLayerCaches = IdleLayerCaches()
    private var storage: [ObjectIdentifier: Any] = [:]
    private var windowReferences: [WeakWindowReference] = []

    /// The direction the context's interfaces read in, which views with an unspecified
    /// `semanticContentAttribute` follow; setting it mirrors every window of the context.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        didSet {
            guard userInterfaceLayoutDirection != oldValue else { return }
            for window in windows { window.layoutDirectionChangedEverywhere() }
        }
    }

    /// Creates a context.
    /// - Parameters:
    ///   - timeSource: The clock (a `ManualTimeSource` in tests).
    ///   - layoutDirection: The direction interfaces read in.
    ///   - fonts: The font library (default: the process's, which holds the bundled fonts).
    ///   - images: The image catalog (default: the process's).
    ///   - decodedImageBudget: The decoded-image budget (default: the process's).
    ///   - log: Where problems are logged (default: a new log that also writes to standard error).
    public init(
        timeSource: TimeSource = MonotonicTimeSource(), layoutDirection: UserInterfaceLayoutDirection = .leftToRight,
        fonts: FontLibrary = .shared, images: ImageCatalog = .shared, decodedImageBudget: DecodedImageBudget = .shared,
        log: RuntimeLogSink = RuntimeLogSink()
    ) {
        scheduler = FrameScheduler(timeSource: timeSource)
        userInterfaceLayoutDirection = layoutDirection
        self.fonts = fonts
        self.images = images
        self.decodedImageBudget = decodedImageBudget
        self.log = log
    }

    /// The clock timers, animations and event timestamps use.
    public var timeSource: TimeSource {
        get { scheduler.timeSource }
        set { scheduler.timeSource = newValue }
    }

    /// The current time on the context's clock.
    public var now: Double { scheduler.now }

    /// The windows made with this context that are still alive, oldest first.
    public var windows: [Window] {
        windowReferences.removeAll { $0.window == nil }
        return windowReferences.compactMap(\.window)
    }

    /// The oldest live window that satisfies `predicate`, found without making the `windows`
    /// array (windows ask this for each input event).
    func firstWindow(where predicate: (Window) -> Bool) -> Window? {
        for reference in windowReferences {
            if let window = reference.window, predicate(window) { return window }
        }
        return nil
    }

    func adopt(_ window: Window) {
        windowReferences.removeAll { $0.window == nil }
        windowReferences.append(WeakWindowReference(window: window))
    }

    /// A value higher layers keep per context (the template registry, plan caches), made by
    /// `Key.makeDefault(in:)` the first time it is read.
    public subscript<Key: ApplicationContextKey>(_ key: Key.Type) -> Key.Value {
        get {
            if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
            let value = Key.makeDefault(in: self)
            storage[ObjectIdentifier(key)] = value
            return value
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
