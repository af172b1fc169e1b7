extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, without retaining and releasing each one
    /// around the call: the array's storage, held for the whole loop, keeps every element
    /// alive. Views are weakly referenced, so their reference counts live in side tables
    /// where a retain and a release cost an atomic operation each; a frame's walks over every
    /// view on screen spent a fifth of their time there. `body` may keep an element (storing
    /// it retains it as usual).
    @inline(__always)
    func forEachUnretained(_ body: (Element) -> Void) {
        _ = firstUnretained { body($0); return false }
    }

    /// Where `element` itself (the same object) is, found without retaining each element on
    /// the way; `nil` when it is not there.
    @inline(__always)
    func indexUnretained(of element: Element) -> Int? {
        let wanted = Unmanaged.passUnretained(element).toOpaque()
        let elements = self
        return elements.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let references = UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<Element>.self)
            for index in 0..<buffer.count where references[index].toOpaque() == wanted {
                return index
            }
            return nil
        }
    }

    /// The first element, in order, for which `predicate` holds, asked without retaining
    /// each element (as `forEachUnretained`); `nil` when none does.
    @inline(__always)
    func firstUnretained(where predicate: (Element) -> Bool) -> Element? {
        let elements = self
        return elements.withUnsafeBufferPointer { buffer -> Element? in
            guard let base = buffer.baseAddress else { return nil }
            let references = UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<Element>.self)
            for index in 0..<buffer.count {
                if references[index]._withUnsafeGuaranteedRef(predicate) { return references[index].takeUnretainedValue() }
            }
            return nil
        }
    }
}
