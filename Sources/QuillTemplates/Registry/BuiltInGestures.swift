import QuillTemplateFormats
import QuillFoundation
import QuillViews

/// Registers the gesture recognizers, their settings and delegate, and a view's
/// `gestureRecognizers` outlet collection.
@MainActor
enum BuiltInGestures {
    /// Kept as one piece: a declarative table, one registration a line (class, property, its
    /// kind and setter), read top to bottom like the documentation it mirrors.
    static func register(in r: TemplateRegistry) {
        r.addEntry(GestureRecognizer.self, name: "GestureRecognizer", builtIn: true) { GestureRecognizer() }
        r.addProperty("enabled", to: GestureRecognizer.self, as: .flag) { $0.isEnabled = $1 }
        r.addProperty("name", to: GestureRecognizer.self, as: .text) { $0.name = $1 }
        r.addProperty("cancelsTouchesInView", to: GestureRecognizer.self, as: .flag) { $0.cancelsTouchesInView = $1 }
        r.addProperty("delaysTouchesBegan", to: GestureRecognizer.self, as: .flag) { $0.delaysTouchesBegan = $1 }
        r.addProperty("delaysTouchesEnded", to: GestureRecognizer.self, as: .flag) { $0.delaysTouchesEnded = $1 }
        r.addOutlet("delegate", to: GestureRecognizer.self, adopting: (any GestureRecognizerDelegate).self) { $0.delegate = $1 }
        r.addOutletCollection("gestureRecognizers", to: View.self, of: GestureRecognizer.self) { $0.addGestureRecognizer($1) }

        r.addEntry(TapGestureRecognizer.self, name: "TapGestureRecognizer", builtIn: true) { TapGestureRecognizer() }
        r.addProperty("numberOfTapsRequired", to: TapGestureRecognizer.self, as: .wholeNumber) { $0.numberOfTapsRequired = $1 }
        r.addProperty("numberOfTouchesRequired", to: TapGestureRecognizer.self, as: .wholeNumber) { $0.numberOfTouchesRequired = $1 }

        r.addEntry(LongPressGestureRecognizer.self, name: "LongPressGestureRecognizer", builtIn: true) { LongPressGestureRecognizer() }
        r.addProperty("minimumPressDuration", to: LongPressGestureRecognizer.self, expects: "seconds, 0 to 3600", converting: { try $0.asNumber(in: 0...3600, expects: "seconds, 0 to 3600") }) { $0.minimumPressDuration = $1 }
        r.addProperty("allowableMovement", to: LongPressGestureRecognizer.self, as: .number) { $0.allowableMovement = $1 }
        r.addProperty("numberOfTapsRequired", to: LongPressGestureRecognizer.self, as: .wholeNumber) { $0.numberOfTapsRequired = $1 }
        r.addProperty("numberOfTouchesRequired", to: LongPressGestureRecognizer.self, as: .wholeNumber) { $0.numberOfTouchesRequired = $1 }

        r.addEntry(PanGestureRecognizer.self, name: "PanGestureRecognizer", builtIn: true) { PanGestureRecognizer() }
        r.addProperty("minimumNumberOfTouches", to: PanGestureRecognizer.self, as: .wholeNumber) { $0.minimumNumberOfTouches = $1 }
        r.addProperty("maximumNumberOfTouches", to: PanGestureRecognizer.self, as: .wholeNumber) { $0.maximumNumberOfTouches = $1 }
        r.addEntry(ScreenEdgePanGestureRecognizer.self, name: "ScreenEdgePanGestureRecognizer", builtIn: true) { ScreenEdgePanGestureRecognizer() }
        r.addProperty("edges", to: ScreenEdgePanGestureRecognizer.self, expects: "a list of edges (top, left, bottom, right)", converting: { try $0.asRectEdges() }) { $0.edges = $1 }

        r.addEntry(SwipeGestureRecognizer.self, name: "SwipeGestureRecognizer", builtIn: true) { SwipeGestureRecognizer() }
        r.addProperty("direction", to: SwipeGestureRecognizer.self, expects: "a list of directions (right, left, up, down)", converting: { try $0.asSwipeDirection() }) { $0.direction = $1 }
        r.addProperty("numberOfTouchesRequired", to: SwipeGestureRecognizer.self, as: .wholeNumber) { $0.numberOfTouchesRequired = $1 }

        r.addEntry(PinchGestureRecognizer.self, name: "PinchGestureRecognizer", builtIn: true) { PinchGestureRecognizer() }
        r.addEntry(RotationGestureRecognizer.self, name: "RotationGestureRecognizer", builtIn: true) { RotationGestureRecognizer() }
        r.addEntry(HoverGestureRecognizer.self, name: "HoverGestureRecognizer", builtIn: true) { HoverGestureRecognizer() }

        for name in ["Gesture", "TapGesture", "LongPressGesture", "PanGesture", "ScreenEdgePanGesture", "SwipeGesture", "PinchGesture", "RotationGesture", "HoverGesture"] {
            r.addAlias("UI\(name)Recognizer", for: "\(name)Recognizer")
        }
    }
}
