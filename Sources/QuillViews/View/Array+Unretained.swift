extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, without retaining and releasing each one
    /// around the call: the array's storage, held for the whole loop, keeps every element
    /// alive. A view that something points to weakly (every superview, through its subviews'
    /// `superview`) keeps its reference count in a side table, where a retain and a release
    /// cost an atomic operation each; a frame's walks over every view on screen spent a fifth
    /// of their time there. `body` may keep an element (storing it retains it as usual).
    @inline(__always)
    func forEachUnretained(_ body: (Element) -> Void) {
        _ = firstUnretained { body($0); return false }
    }

    /// Where `element` itself (the same object) is, found without retaining each element on
    /// the way; `nil` when it is not there.
    @inline(__always)
    func indexUnretained(of element: Element) -> Int? {
        let wanted = Unmanaged.passUnretained(element).toOpaque()
        return withUnmanagedElements { references in
            references.firstIndex { $0.toOpaque() == wanted }
        }
    }

    /// The first non-nil result of `body` for the elements taken from the last to the first,
    /// without retaining each element on the way (hit-testing goes front to back).
    @inline(__always)
    func lastResultUnretained<Result>(_ body: (Element) -> Result?) -> Result? {
        withUnmanagedElements { references in
            for reference in references.reversed() {
                if let result = reference._withUnsafeGuaranteedRef(body) { return result }
            }
            return nil
        }
    }

    /// Where the object at this address (`Unmanaged.toOpaque()`) is, found without retaining
    /// each element on the way; `nil` when it is not there.
    @inline(__always)
    func indexUnretained(ofAddress address: UnsafeMutableRawPointer) -> Int? {
        withUnmanagedElements { references in
            references.firstIndex { $0.toOpaque() == address }
        }
    }

    /// The first element, in order, for which `predicate` holds, asked without retaining
    /// each element (as `forEachUnretained`); `nil` when none does.
    @inline(__always)
    func firstUnretained(where predicate: (Element) -> Bool) -> Element? {
        withUnmanagedElements { references in
            for reference in references where reference._withUnsafeGuaranteedRef(predicate) {
                return reference.takeUnretainedValue()
            }
            return nil
        }
    }

    /// Calls `body` with the elements seen as unmanaged references (the same bits: a class
    /// reference and `Unmanaged` of it have one layout), while a copy of the array keeps them
    /// alive.
    @inline(__always)
    private func withUnmanagedElements<Result>(_ body: (UnsafeBufferPointer<Unmanaged<Element>>) -> Result) -> Result {
        let elements = self
        return elements.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<Element>.self) { body($0) }
        }
    }
}
