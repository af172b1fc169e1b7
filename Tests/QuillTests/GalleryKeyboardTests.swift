import Foundation
import XCTest
import GalleryKit
import QuillTesting
@testable import Quill

/// Keyboard-only use of the Gallery (issue 14): every enabled control on every page is reached
/// with Tab, shows a focus ring while focused, and is operated by the keys a keyboard user
/// tries (Space or Return for buttons, switches and segments' neighbours, arrows for sliders
/// and segments, typing for fields).
final class GalleryKeyboardTests: XCTestCase {
    private static let interactive: AccessibilityTraits = [.button, .toggleButton, .adjustable, .textEntry, .tabBar, .link]

    /// The controls a keyboard user must be able to reach on a page: enabled interactive
    /// elements that are not table or grid cells (a table is reached as a whole; arrows move
    /// through its rows).
    @MainActor private func controls(on page: View) -> [View] {
        page.accessibilityElementsInOrder().filter { element in
            !element.traits.isDisjoint(with: Self.interactive) && !element.traits.contains(.notEnabled)
                && !(element.view is TableViewCell) && !(element.view is GridViewCell)
        }.map(\.view)
    }

    /// Builds and shows page `index`, settled (and drawn, unless `rendering` is off: operating
    /// a control by keys needs its layout, not its pixels); returns it.
    @MainActor private func show(_ index: Int, in gallery: GalleryViewController, _ harness: HeadlessHarness, rendering: Bool = true) -> View? {
        gallery.select(index)
        harness.settle()
        if rendering { harness.render() }
        return gallery.pageView
    }

    /// The view that takes focus for a control: itself or its nearest focusable ancestor.
    @MainActor private func focusTarget(of view: View) -> View? {
        var current: View? = view
        while let candidate = current {
            if candidate.canBecomeFirstResponder { return candidate }
            current = candidate.superview
        }
        return nil
    }

    @MainActor func testEveryEnabledControlIsReachedWithTabAndShowsAFocusRing() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        var problems: [String] = []
        var checked = 0
        for (index, demo) in gallery.demos.enumerated() {
            guard let page = show(index, in: gallery, harness) else { continue }
            let wanted = controls(on: page)
            var reached: [ObjectIdentifier: View] = [:]
            for _ in 0..<(wanted.count * 3 + 30) {
                harness.key(.tab)
                if let view = harness.window.firstResponder as? View { reached[ObjectIdentifier(view)] = view }
            }
            for control in wanted {
                checked += 1
                guard let target = focusTarget(of: control), reached[ObjectIdentifier(target)] != nil else {
                    problems.append("\(demo.title): \(control.className) \"\(control.accessibilityLabel ?? "")\" is never reached with Tab")
                    continue
                }
                // Focused, it is in sight (scrolled to if need be) and shows a ring: its pixels
                // differ with and without focus.
                _ = target.becomeFirstResponder()
                harness.render()
                guard visibleFrame(of: target).contains(target.accessibilityFrame.insetBy(dx: 1, dy: 1)) else {
                    problems.append("\(demo.title): \(target.className) \"\(control.accessibilityLabel ?? "")\" is focused out of sight at \(target.accessibilityFrame)")
                    continue
                }
                _ = harness.window.makeFirstResponder(nil)
                harness.render()
                let region = target.accessibilityFrame.insetBy(dx: -4, dy: -4)
                let unfocused = pixels(of: harness, in: region)
                _ = target.becomeFirstResponder()
                harness.render()
                if pixels(of: harness, in: region) == unfocused {
                    problems.append("\(demo.title): \(target.className) \"\(control.accessibilityLabel ?? "")\" shows no focus ring")
                }
                _ = harness.window.makeFirstResponder(nil)
            }
        }
        XCTAssertGreaterThan(checked, 20, "the gallery's controls were checked")
        XCTAssertEqual(problems, [], problems.joined(separator: "\n"))
    }

    @MainActor func testEveryEnabledControlIsOperatedByTheKeyboard() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        var problems: [String] = []
        var checked = 0
        for (index, demo) in gallery.demos.enumerated() {
            guard let page = show(index, in: gallery, harness) else { continue }
            // Each control on a freshly built page: operating one (a switch that disables a
            // picker, a button that pushes a screen) must not decide the next one's fate.
            for position in controls(on: page).indices {
                guard let fresh = show(index, in: gallery, harness, rendering: false), controls(on: fresh).indices.contains(position) else { continue }
                let control = controls(on: fresh)[position]
                guard let target = focusTarget(of: control) as? Control ?? control as? Control else { continue }
                checked += 1
                var fired = 0
                let token = target.addAction(for: [.touchUpInside, .valueChanged, .editingChanged, .primaryActionTriggered]) { _ in fired += 1 }
                let before = target.accessibilityValue
                _ = target.becomeFirstResponder()
                let traits = control.accessibilityTraits
                let keys: [Key] = traits.contains(.textEntry) ? [] : traits.contains(.adjustable) ? [.right, .up, .left, .down] : [.space, .return]
                for key in keys where fired == 0 {
                    harness.key(key)
                    harness.settle()
                }
                if traits.contains(.textEntry) { harness.type("k") }
                harness.settle()
                if fired == 0 && target.accessibilityValue == before {
                    problems.append("\(demo.title): \(target.className) \"\(control.accessibilityLabel ?? "")\" did nothing for \(traits.contains(.textEntry) ? "typing" : "\(keys)")")
                }
                target.removeAction(identifiedBy: token)
                _ = harness.window.makeFirstResponder(nil)
                // A control that opened a window (a modal dialog takes the gallery's input)
                // closes it again, and full screen ends: the next control starts afresh.
                for window in Application.shared.windows where window !== harness.window && window.windowContext === harness.context {
                    Application.shared.close(window)
                }
                harness.window.isFullScreen = false
            }
        }
        XCTAssertGreaterThan(checked, 20, "the gallery's controls were checked")
        XCTAssertEqual(problems, [], problems.joined(separator: "\n"))
    }

    /// The part of a view the window shows: its frame cut by every ancestor that clips.
    @MainActor private func visibleFrame(of view: View) -> Rect {
        var visible = view.accessibilityFrame
        var ancestor = view.superview
        while let current = ancestor {
            if current.clipsToBounds || current is Window { visible = visible.intersection(current.accessibilityFrame) }
            ancestor = current.superview
        }
        return visible
    }

    @MainActor private func pixels(of harness: HeadlessHarness, in rect: Rect) -> [UInt32] {
        let bitmap = harness.window.framebuffer
        let scale = harness.window.scale
        let x0 = Swift.max(0, Int((rect.minX * scale).rounded(.down))), y0 = Swift.max(0, Int((rect.minY * scale).rounded(.down)))
        let x1 = Swift.min(bitmap.width, Int((rect.maxX * scale).rounded(.up))), y1 = Swift.min(bitmap.height, Int((rect.maxY * scale).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return [] }
        var result: [UInt32] = []
        for y in y0..<y1 { result.append(contentsOf: bitmap.pixels[(y * bitmap.width + x0)..<(y * bitmap.width + x1)]) }
        return result
    }
}


