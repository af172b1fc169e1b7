import QuillGraphics

/// Where views were last drawn, for damage tracking. A view's place is stored less the sum of
/// its ancestors' `placesShift` (what scrolls above it moved its pixels by since it was noted),
/// so a scroll moves every place below the scrolled view by changing one number. A subtree
/// leaving or joining ancestors that owe a shift has its stored places rebased.
extension View {
    /// The device rectangle the compositor last drew the view in (`nil`: not drawn since it
    /// joined the window, or forgotten).
    var lastDeviceRect: PixelRect? {
        get { storedDeviceRect?.offsetBy(ancestorsPlacesShift) }
        set {
            guard let newValue else {
                storedDeviceRect = nil
                return
            }
            storedDeviceRect = newValue.offsetBy(-ancestorsPlacesShift)
        }
    }

    /// The sum of the ancestors' `placesShift`.
    var ancestorsPlacesShift: PixelShift {
        var shift = PixelShift.zero
        var current = superview
        while let view = current {
            shift = shift + view.placesShift
            current = view.superview
        }
        return shift
    }

    /// Moves the stored places of the view and every view below it by `shift`.
    func rebasePlaces(by shift: PixelShift) {
        if let rect = storedDeviceRect { storedDeviceRect = rect.offsetBy(shift) }
        subviews.forEachUnretained { $0.rebasePlaces(by: shift) }
    }
}
