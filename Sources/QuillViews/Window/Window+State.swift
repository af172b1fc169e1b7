import QuillFoundation

extension Window {
    /// A size kept within `minimumSize` and `maximumSize` (and at least one point each way).
    func clampedToSizeLimits(_ size: Size) -> Size {
        var width = size.width, height = size.height
        if let minimum = minimumSize {
            width = Swift.max(width, minimum.width)
            height = Swift.max(height, minimum.height)
        }
        if let maximum = maximumSize {
            width = Swift.min(width, Swift.max(1, maximum.width))
            height = Swift.min(height, Swift.max(1, maximum.height))
        }
        return Size(width: width.isFinite ? width : bounds.width, height: height.isFinite ? height : bounds.height)
    }

    /// Resizes the window at once when new limits leave it outside them.
    func clampToSizeLimits() {
        let clamped = clampedToSizeLimits(bounds.size)
        if clamped != bounds.size { resize(to: clamped, scale: scale) }
    }

    /// The modal window over this one that is showing, if any.
    public var modalChild: Window? {
        windowContext.firstWindow { $0 !== self && $0.isModal && $0.isShown && $0.parentWindow === self }
    }

    /// Toggles full screen (View ▸ Full Screen, F11).
    func toggleFullScreen() { isFullScreen.toggle() }
}

extension WindowEvent {
    /// Whether the event is the user's input (what a modal window over the window takes).
    var isInput: Bool {
        switch self {
        case .pointerDown, .pointerMoved, .pointerUp, .wheel, .touchpadGesture, .keyDown, .keyUp, .textInput, .textEditing,
            .filesDropped, .textDropped:
            true
        case .pointerCancelled, .pointerExited, .resized, .scaleChanged, .closeRequested:
            false
        }
    }
}
