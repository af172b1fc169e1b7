import Foundation
import QuillFoundation
import QuillViews
import QuillWidgets

/// The `layout` fuzz target: bytes read as a small program that builds a tree of views, labels
/// and stack views, adds constraints between them (any attributes, relations, multipliers,
/// constants and priorities), lays the tree out at two sizes, removes half the constraints and
/// lays it out again. Each step must return, and the whole must take less than a generous time
/// per view: a layout that grows much faster than the views and constraints it has is a
/// finding (issue 25: layout cost).
@MainActor
enum LayoutFuzzProgram {
    /// Past this processor time per input (for at most 48 views and 200 constraints) the
    /// layout is taken to have gone superlinear: 10 s in the optimized AddressSanitizer build
    /// libFuzzer runs, 60 s in the debug build `make fuzz-replay` uses. The densest inputs (every constraint
    /// relating views every which way) reach the solver's work limit and take a few seconds
    /// there; before that limit some took minutes.
    #if DEBUG
        static let timeLimit: Duration = .seconds(60)
    #else
        static let timeLimit: Duration = .seconds(10)
    #endif

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var isAtEnd: Bool { index >= bytes.count }
        mutating func next() -> UInt8 {
            defer { index += 1 }
            return index < bytes.count ? bytes[index] : 0
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next()) % items.count] }
    }

    private static let multipliers: [Double] = [1, 1, 1, 0.5, 2, -1, 0, 1e-9, 1e6, 3.25]
    private static let priorities: [Double] = [1000, 1000, 999, 750, 500, 250, 1, 1000]
    private static let relations: [LayoutRelation] = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]

    static func run(_ data: Data) {
        var reader = Reader(bytes: [UInt8](data.prefix(4096)))
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        var views: [View] = [root]
        let count = 1 + Int(reader.next()) % 48
        for _ in 0..<count {
            let view = makeView(&reader)
            let parent = views[Int(reader.next()) % views.count]
            if let stack = parent as? StackView, reader.next() % 2 == 0 {
                stack.addArrangedSubview(view)
            } else {
                parent.addSubview(view)
            }
            view.translatesAutoresizingMaskIntoConstraints = reader.next() % 4 == 0
            views.append(view)
        }
        var constraints: [LayoutConstraint] = []
        while !reader.isAtEnd, constraints.count < 200 {
            let first = views[Int(reader.next()) % views.count]
            let attribute = reader.pick(LayoutAttribute.allCases)
            guard attribute != .notAnAttribute else { continue }
            let relation = reader.pick(relations)
            let hasSecond = reader.next() % 4 != 0
            let second: View? = hasSecond ? views[Int(reader.next()) % views.count] : nil
            let secondAttribute = hasSecond ? reader.pick(LayoutAttribute.allCases) : .notAnAttribute
            let constant = (Double(reader.next()) - 128) * (reader.next() % 8 == 0 ? 1e4 : 1)
            let constraint = LayoutConstraint(
                item: first, attribute: attribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
                multiplier: reader.pick(multipliers), constant: constant, priority: LayoutPriority(reader.pick(priorities)))
            // Attributes of different axes are related too: templates refuse them, code may not.
            constraints.append(constraint)
        }
        let start = threadCPUSeconds()
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        root.frame = Rect(x: 0, y: 0, width: 1024, height: 200)
        root.layoutIfNeeded()
        LayoutConstraint.deactivate(constraints.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        root.layoutIfNeeded()
        for view in views.dropFirst() { view.removeFromSuperview() }
        // Processor time of this thread, not wall time: a loaded machine (two fuzzers, a build)
        // must not turn a normal input into a finding.
        let elapsed = Duration.seconds(threadCPUSeconds() - start)
        precondition(elapsed < timeLimit, "layout of \(views.count) views and \(constraints.count) constraints took \(elapsed)")
    }

    /// The processor time this thread has used, in seconds.
    private static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    private static func makeView(_ reader: inout Reader) -> View {
        let frame = Rect(x: Double(reader.next()), y: Double(reader.next()), width: Double(reader.next()), height: Double(reader.next() % 64))
        switch reader.next() % 4 {
        case 0:
            let label = Label(frame: frame)
            label.text = String(repeating: "word ", count: Int(reader.next() % 32))
            label.numberOfLines = Int(reader.next() % 3)
            return label
        case 1:
            let stack = StackView(frame: frame)
            stack.axis = reader.next() % 2 == 0 ? .horizontal : .vertical
            stack.alignment = reader.pick([.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline])
            stack.distribution = reader.pick([.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
            stack.spacing = Double(reader.next() % 32) - 8
            return stack
        default:
            return View(frame: frame)
        }
    }
}
