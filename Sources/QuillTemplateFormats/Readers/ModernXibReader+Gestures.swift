import QuillFoundation

extension ModernXibReader {
    /// The settings of a gesture recognizer element (`<tapGestureRecognizer>`,
    /// `<pongPressGestureRecognizer>`, `<panGestureRecognizer>`, `<swipeGestureRecognizer>`…).
    /// Its place among the top-level objects and its `gestureRecognizers` connection from a
    /// view are read like any object's.
    mutating func readGestureAttributes(_ element: XMLElementNode, into object: inout TemplateObject) {
        let location = element.location
        func add(_ name: String, _ value: TemplateValue) {
            object.properties.append(TemplateProperty(name: name, value: value, location: location))
        }
        for name in [
            "numberOfTapsRequired", "numberOfTouchesRequired", "minimumPressDuration", "allowableMovement",
            "minimumNumberOfTouches", "maximumNumberOfTouches",
        ] {
            if let n = number(element, name) { add(name, .number(n)) }
        }
        for name in ["cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded"] {
            if let raw = element[name] { add(name, .bool(XibValues.bool(raw))) }
        }
        if let direction = element["direction"] { add("direction", .text(direction)) }
        if let edges = element.child("rectEdge", key: "edges") {
            let names = ["top", "left", "bottom", "right"].filter { edges[$0] == "YES" }
            add("edges", .list(names.map { .text($0) }))
        }
    }

    /// Recognizers written inside a view's `<gestureRecognizers>`: made like top-level objects
    /// and attached to the view.
    mutating func readAttachedGestureRecognizers(_ element: XMLElementNode, of view: TemplateObject) {
        for child in element.children {
            guard let recognizer = readObject(child) else { continue }
            document.objects.append(recognizer)
            document.connections.append(TemplateConnection(
                kind: .outletCollection, name: "gestureRecognizers", source: .object(view.id), destination: .object(recognizer.id),
                location: child.location))
        }
    }
}
