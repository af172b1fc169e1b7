import Foundation
import XCTest
import QuillTesting
@testable import QuillWidgets
@testable import QuillViews
import QuillFoundation
import QuillGraphics

/// Scrolling moves the pixels already drawn and redraws only what the move exposes (and what
/// changed): every frame of a scrolling session must be byte for byte what a full redraw of the
/// same tree gives. Two identical windows are driven by the same events on the same clock; one
/// renders as an application does, the other redraws everything each frame.
final class ScrolledFrameTests: XCTestCase {
    @MainActor final class Sections: TableViewDataSource {
        func numberOfSections(in tableView: TableView) -> Int { 6 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
            let cell = try tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel.text = "Row \(indexPath.section).\(indexPath.row) — scrolled"
            cell.accessoryType = indexPath.row % 3 == 0 ? .disclosureIndicator : .none
            return cell
        }
    }

    @MainActor final class Items: GridViewDataSource {
        func numberOfItems(in gridView: GridView) -> Int { 400 }
        func gridView(_ gridView: GridView, cellForItemAt index: Int) throws -> GridViewCell {
            let cell = try gridView.dequeueReusableCell(withIdentifier: "Item", for: index)
            (cell.contentView.viewWithTag(1) as? Label)?.text = "\(index)"
            cell.contentView.backgroundColor = Color(red: Double(index % 7) / 7, green: 0.6, blue: Double(index % 3) / 3)
            return cell
        }
    }

    /// The scene: a bordered container holding a sectioned table (sticky headers), a grid, a
    /// scroll view holding a horizontally scrolling one, a translucent bar across the top of
    /// the table and the grid, and a bordered, rounded badge over the table's corner.
    @MainActor final class Scene {
        let harness: HeadlessHarness
        let table: TableView
        let grid: GridView
        let outer: ScrollView
        let inner: ScrollView
        let bar: View
        let badge: Label
        let sections = Sections()
        let items = Items()

        init(scale: Double) {
            harness = HeadlessHarness(size: Size(width: 400, height: 400), scale: scale)
            let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
            root.backgroundColor = .white
            let container = View(frame: Rect(x: 10, y: 50, width: 250, height: 230))
            container.backgroundColor = Color(white: 0.9)
            container.borderWidth = 2
            container.borderColor = .systemBlue
            table = TableView(frame: Rect(x: 4, y: 4, width: 242, height: 222))
            table.register(forCellReuseIdentifier: "Row") { TableViewCell(style: .default, reuseIdentifier: "Row") }
            table.dataSource = sections
            container.addSubview(table)
            root.addSubview(container)

            // The grid sits in a rounded, clipping, bordered card, as the Gallery's do.
            let card = View(frame: Rect(x: 266, y: 46, width: 128, height: 238))
            card.clipsToBounds = true
            card.cornerRadius = 10
            card.borderWidth = 1
            card.borderColor = Color(white: 0.6)
            card.backgroundColor = .white
            grid = GridView(frame: Rect(x: 4, y: 4, width: 120, height: 230))
            grid.cellSize = Size(width: 52, height: 52)
            grid.spacing = Size(width: 4, height: 4)
            grid.register(forCellReuseIdentifier: "Item") {
                let cell = GridViewCell(frame: Rect(x: 0, y: 0, width: 52, height: 52), reuseIdentifier: "Item")
                let label = Label(frame: Rect(x: 2, y: 16, width: 48, height: 20))
                label.tag = 1
                label.textAlignment = .center
                cell.contentView.addSubview(label)
                return cell
            }
            grid.dataSource = items
            card.addSubview(grid)
            root.addSubview(card)

            outer = ScrollView(frame: Rect(x: 10, y: 290, width: 380, height: 100))
            outer.backgroundColor = Color(white: 0.97)
            outer.contentSize = Size(width: 380, height: 400)
            for i in 0..<8 {
                let label = Label(frame: Rect(x: 8, y: Double(i) * 50 + 4, width: 200, height: 20))
                label.text = "Outer line \(i)"
                outer.addSubview(label)
            }
            inner = ScrollView(frame: Rect(x: 0, y: 120, width: 380, height: 60))
            inner.backgroundColor = Color(red: 1, green: 0.95, blue: 0.8)
            inner.contentSize = Size(width: 1200, height: 60)
            for i in 0..<12 {
                let label = Label(frame: Rect(x: Double(i) * 100 + 6, y: 20, width: 90, height: 20))
                label.text = "Column \(i)"
                label.borderWidth = 1
                inner.addSubview(label)
            }
            outer.addSubview(inner)
            root.addSubview(outer)

            bar = View(frame: Rect(x: 0, y: 40, width: 400, height: 24))
            bar.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.3)
            root.addSubview(bar)
            badge = Label(frame: Rect(x: 200, y: 250, width: 80, height: 24))
            badge.text = "Badge"
            badge.textAlignment = .center
            badge.borderWidth = 1.5
            badge.cornerRadius = 6
            badge.backgroundColor = Color(red: 1, green: 1, blue: 0.6, alpha: 0.8)
            root.addSubview(badge)
            harness.window.addSubview(root)
            harness.render()
        }
    }

    /// Drives both scenes through the same session and compares every frame.
    /// With `leavingMovesToPresenter`, the incremental window leaves its moves to the
    /// presenter (`Window.presenterMovesPixels`, as under Quill's X11 presenter): the screen
    /// makes each frame's moves itself and is sent only the redrawn regions, and it, not the
    /// framebuffer (whose moved pixels are stale), must be the full redraw every frame.
    @MainActor private func compareSession(
        scale: Double, leavingMovesToPresenter: Bool = false, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let incremental = Scene(scale: scale), full = Scene(scale: scale)
        let scenes = [incremental, full]
        var frames = 0, framesWithMoves = 0, pixelsRedrawn = 0, pixelsMoved = 0
        let fullArea = incremental.harness.window.framebuffer.bounds.area
        // What a platform backend shows: it copies only the regions a frame says it changed.
        var screen = incremental.harness.window.framebuffer
        incremental.harness.window.presenterMovesPixels = leavingMovesToPresenter

        func frame(_ what: String) throws {
            for scene in scenes {
                scene.harness.clock.advance(by: 1.0 / 60.0)
                scene.harness.scheduler.update()
            }
            full.harness.window.addDamage(full.harness.window.framebuffer.bounds)
            incremental.harness.window.renderFrame()
            full.harness.window.renderFrame()
            frames += 1
            let statistics = incremental.harness.window.lastFrameStatistics
            if statistics.regionsMoved > 0 { framesWithMoves += 1 }
            pixelsRedrawn += statistics.pixelsRedrawn
            pixelsMoved += statistics.pixelsMoved
            // Where the window believes each view was drawn is where it is now.
            let window = incremental.harness.window
            func checkDrawnPlaces(_ view: View, _ transform: Transform) {
                guard !view.isHidden, view.alpha > 0 else { return }
                let local = view.transformToSuperview.concatenating(transform)
                let rect = Compositor.deviceRect(of: view, transform: local)
                if let drawn = view.lastDeviceRect, drawn != rect {
                    XCTFail("frame \(frames) (\(what)): \(type(of: view)) \(view.frame) was drawn at \(drawn) but is at \(rect)", file: file, line: line)
                }
                for subview in view.subviews { checkDrawnPlaces(subview, local) }
            }
            for subview in window.subviews { checkDrawnPlaces(subview, Transform(scaleX: scale, y: scale)) }
            let a: Bitmap
            if leavingMovesToPresenter {
                // The presenter's part: the moves where the pixels are shown, in order, then
                // the redrawn regions from the framebuffer.
                for move in window.lastFrameMoves { screen.movePixels(in: move.region, dx: move.dx, dy: move.dy) }
                for region in window.lastFrameRedrawnRegions { screen.copy(region, from: window.drawnFramebuffer) }
                a = screen
            } else {
                for region in window.lastFrameChangedRegions { screen.copy(region, from: window.framebuffer) }
                XCTAssertEqual(screen, window.framebuffer, "frame \(frames) (\(what)): the changed regions cover every changed pixel", file: file, line: line)
                a = window.framebuffer
            }
            let b = full.harness.window.framebuffer
            if a != b {
                let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quill-scrolled-frames")
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let name = "scale\(Int(scale))-frame\(frames)"
                try? PNGCodec.write(a, to: folder.appendingPathComponent("\(name)-incremental.png").path)
                try? PNGCodec.write(b, to: folder.appendingPathComponent("\(name)-full.png").path)
                try? PNGCodec.write(ImageComparison().differenceImage(b, a), to: folder.appendingPathComponent("\(name)-difference.png").path)
                XCTFail("frame \(frames) (\(what)) at scale \(scale): \(differing) pixels differ from a full redraw; images in \(folder.path)/\(name)-*.png", file: file, line: line)
                throw NSError(domain: "ScrolledFrameTests", code: frames, userInfo: [NSLocalizedDescriptionKey: "stopped at the first differing frame"])
            }
        }

        func each(_ body: (Scene) -> Void) { for scene in scenes { body(scene) } }
        let tablePoint = Point(x: 120, y: 160), gridPoint = Point(x: 330, y: 160)
        let outerPoint = Point(x: 300, y: 300)

        for step in [13.0, 13, 13, 13, 13, -7, -7, 40, 40, 40, 40, 40, 0.5, 0.5, 13, 26, -13, 100, 13] {
            each { $0.harness.scroll(at: tablePoint, deltaY: step) }
            try frame("table wheel \(step)")
        }
        var gridFramesMoved = 0
        for step in [13.0, 13, 13, 56, -13, 13, 13] {
            each { $0.harness.scroll(at: gridPoint, deltaY: step) }
            try frame("grid wheel \(step)")
            if incremental.harness.window.lastFrameStatistics.regionsMoved == 1 { gridFramesMoved += 1 }
        }
        XCTAssertEqual(gridFramesMoved, 7, "the grid in a rounded, clipping card moves its pixels too", file: file, line: line)
        for step in [9.0, 9, 9, 30] {
            each { $0.harness.scroll(at: outerPoint, deltaY: step) }
            try frame("outer wheel \(step)")
        }
        for step in [17.0, 17, 17, -5, 60] {
            each { $0.harness.scroll(at: Point(x: 200, y: 290 + 120 - $0.outer.contentOffset.y + 30), deltaX: step, deltaY: 0) }
            try frame("inner wheel \(step)")
        }
        // Inner and outer in the same frame, with the table and the grid.
        for _ in 0..<4 {
            each {
                $0.harness.scroll(at: Point(x: 200, y: 290 + 120 - $0.outer.contentOffset.y + 30), deltaX: 11, deltaY: 0)
                $0.harness.scroll(at: outerPoint, deltaY: -7)
                $0.harness.scroll(at: tablePoint, deltaY: 21)
                $0.harness.scroll(at: gridPoint, deltaY: 9)
            }
            try frame("four at once")
        }
        // Views removed from a scrolled view, and from above it, in the frame it scrolls; an
        // overlay moved while the content under it scrolls.
        each {
            $0.outer.subviews.first { ($0 as? Label)?.text == "Outer line 3" }?.removeFromSuperview()
            $0.harness.scroll(at: outerPoint, deltaY: -11)
        }
        try frame("removed while scrolling")
        each {
            $0.badge.removeFromSuperview()
            $0.bar.frame.origin.y += 30
            $0.harness.scroll(at: tablePoint, deltaY: -17)
        }
        try frame("overlay removed and moved while scrolling")
        // A row selected between scrolls, then scrolled on.
        each { $0.table.selectRow(at: IndexPath(row: 3, section: 2), animated: false, scrollPosition: .none) }
        try frame("selection")
        for _ in 0..<6 {
            each { $0.harness.scroll(at: tablePoint, deltaY: -19) }
            try frame("scrolling a selection")
        }
        // A flick: dragging, then momentum and the indicators fading out.
        each {
            $0.harness.press(at: tablePoint)
            $0.harness.move(to: Point(x: 120, y: 100), steps: 6)
            $0.harness.release()
        }
        for _ in 0..<90 { try frame("momentum") }
        if leavingMovesToPresenter {
            // The framebuffer's moved pixels were left stale, and reading it draws them again.
            let window = incremental.harness.window
            XCTAssertFalse(window.stalePixels.isEmpty, "moves left to the presenter leave stale pixels", file: file, line: line)
            XCTAssertNotEqual(window.drawnFramebuffer, full.harness.window.framebuffer, file: file, line: line)
            XCTAssertEqual(window.framebuffer, full.harness.window.framebuffer, "reading the framebuffer draws its stale pixels again", file: file, line: line)
            XCTAssertTrue(window.stalePixels.isEmpty, file: file, line: line)
        }
        XCTAssertGreaterThan(framesWithMoves, 30, "scrolled frames moved pixels instead of redrawing them", file: file, line: line)
        XCTAssertLessThan(pixelsRedrawn, frames * fullArea / 3, "scrolled frames redrew a small part of the window", file: file, line: line)
        XCTAssertGreaterThan(pixelsMoved, frames * fullArea / 10, file: file, line: line)
    }

    @MainActor func testScrolledFramesMatchAFullRedrawAtScale1() async throws {
        try compareSession(scale: 1)
    }

    @MainActor func testScrolledFramesMatchAFullRedrawAtScale2() async throws {
        try compareSession(scale: 2)
    }

    @MainActor func testMovesLeftToThePresenterShowAFullRedraw() async throws {
        try compareSession(scale: 1, leavingMovesToPresenter: true)
        try compareSession(scale: 2, leavingMovesToPresenter: true)
    }

    /// Views leaving a scrolled view for another superview, and joining one, after its pixels
    /// were moved: where they were drawn is still known (a scroll adds its move to the
    /// scrolled view, not to each view below it), so the frame after the move damages the
    /// right pixels and equals a full redraw, and every view's noted place is where it is.
    @MainActor func testViewsMovedInAndOutOfAScrolledViewDamageWhereTheyWere() async throws {
        let incremental = Scene(scale: 1), full = Scene(scale: 1)
        func frame(_ what: String, _ change: (Scene) -> Void) {
            for scene in [incremental, full] {
                change(scene)
                scene.harness.clock.advance(by: 1.0 / 60.0)
                scene.harness.scheduler.update()
            }
            full.harness.window.addDamage(full.harness.window.framebuffer.bounds)
            incremental.harness.window.renderFrame()
            full.harness.window.renderFrame()
            XCTAssertTrue(incremental.harness.window.framebuffer == full.harness.window.framebuffer, "\(what): the frame differs from a full redraw")
            func checkPlaces(_ view: View, _ transform: Transform) {
                guard !view.isHidden, view.alpha > 0 else { return }
                let local = view.transformToSuperview.concatenating(transform)
                if let drawn = view.lastDeviceRect, drawn != Compositor.deviceRect(of: view, transform: local) {
                    XCTFail("\(what): \(type(of: view)) \(view.frame) was noted at \(drawn)")
                }
                for subview in view.subviews { checkPlaces(subview, local) }
            }
            for subview in incremental.harness.window.subviews { checkPlaces(subview, .identity) }
        }
        // The outer scroll view's pixels move three times (its content, nested scroll view and all).
        for step in 0..<3 {
            frame("scroll \(step)") { $0.harness.scroll(at: Point(x: 200, y: 330), deltaY: 10) }
        }
        XCTAssertNotEqual(incremental.outer.placesShift, .zero, "the moves were noted on the scroll view")
        // A line leaves the scrolled view for the root, and a nested label for the outer view.
        frame("a line leaves the scrolled view") { scene in
            let line = scene.outer.subviews.compactMap { $0 as? Label }[1]
            scene.badge.superview?.addSubview(line)
        }
        frame("a nested label moves up a level") { scene in
            scene.outer.addSubview(scene.inner.subviews.compactMap { $0 as? Label }[0])
        }
        // The badge joins the scrolled view, which then scrolls on.
        frame("the badge joins the scrolled view") { scene in
            scene.inner.addSubview(scene.badge)
            scene.badge.frame.origin = Point(x: scene.inner.bounds.minX + 30, y: 10)
        }
        for step in 0..<3 {
            frame("scroll after \(step)") { $0.harness.scroll(at: Point(x: 200, y: 330), deltaY: -10) }
        }
        frame("the badge leaves the window") { $0.badge.removeFromSuperview() }
    }

    /// A view reading its window's framebuffer while the window draws a frame, with stale
    /// pixels waiting, gets the frame as far as it got: no frame is drawn inside the frame.
    @MainActor func testReadingTheFramebufferWhileAFrameIsDrawnDrawsNoOtherFrame() async throws {
        final class Reader: View {
            var reads = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                if let window { _ = window.framebuffer.width; reads += 1 }
            }
        }
        let harness = HeadlessHarness(size: Size(width: 300, height: 400), scale: 1)
        let (table, sections) = makeSectionedTable()
        let reader = Reader(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        harness.window.addSubview(table)
        harness.window.addSubview(reader)
        harness.render()
        harness.window.presenterMovesPixels = true
        harness.scroll(at: Point(x: 150, y: 300), deltaY: 13)
        harness.window.renderFrame()
        XCTAssertFalse(harness.window.stalePixels.isEmpty)
        let frames = harness.window.frameNumber, reads = reader.reads
        reader.setNeedsLayout()
        harness.window.renderFrame()
        XCTAssertGreaterThan(reader.reads, reads, "the view read the framebuffer during the frame")
        XCTAssertEqual(harness.window.frameNumber, frames + 1, "no frame was drawn inside the frame")
        withExtendedLifetime(sections) {}
    }

    /// A window that stops leaving moves to its presenter (another backend presents it) with
    /// pixels still stale redraws what a move would carry them into, instead of moving them.
    @MainActor func testStalePixelsAreNotMovedInTheFramebuffer() async throws {
        let harness = HeadlessHarness(size: Size(width: 300, height: 400), scale: 1)
        let reference = HeadlessHarness(size: Size(width: 300, height: 400), scale: 1)
        let (table, sections) = makeSectionedTable()
        let (referenceTable, referenceSections) = makeSectionedTable()
        harness.window.addSubview(table)
        reference.window.addSubview(referenceTable)
        harness.render()
        reference.render()
        harness.window.presenterMovesPixels = true
        for harness in [harness, reference] {
            harness.scroll(at: Point(x: 150, y: 300), deltaY: 13)
            harness.window.renderFrame()
        }
        XCTAssertEqual(harness.window.lastFrameStatistics.regionsMoved, 1)
        XCTAssertFalse(harness.window.stalePixels.isEmpty)
        harness.window.presenterMovesPixels = false
        for harness in [harness, reference] {
            harness.scroll(at: Point(x: 150, y: 300), deltaY: 13)
            harness.window.renderFrame()
        }
        XCTAssertEqual(harness.window.lastFrameStatistics.regionsMoved, 0, "stale pixels are redrawn, not moved")
        XCTAssertTrue(harness.window.stalePixels.isEmpty, "the redraw covered them")
        XCTAssertEqual(harness.window.drawnFramebuffer, reference.window.framebuffer)
        withExtendedLifetime((sections, referenceSections)) {}
    }

    /// A 300x400 table of six titled sections, with its data source (held weakly by the table).
    @MainActor private func makeSectionedTable() -> (TableView, Sections) {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let sections = Sections()
        table.register(forCellReuseIdentifier: "Row") { TableViewCell(style: .default, reuseIdentifier: "Row") }
        table.dataSource = sections
        return (table, sections)
    }

    @MainActor func testScrollingATableMovesPixelsAndRedrawsTheExposedStrip() async throws {
        let harness = HeadlessHarness(size: Size(width: 300, height: 400), scale: 2)
        let (table, sections) = makeSectionedTable()
        table.showsVerticalScrollIndicator = false
        harness.window.addSubview(table)
        harness.render()
        harness.scroll(at: Point(x: 150, y: 300), deltaY: 13)
        harness.render()
        let statistics = harness.window.lastFrameStatistics
        XCTAssertEqual(statistics.regionsMoved, 1)
        // 13 points at scale 2 expose 26 rows of 600 pixels; the sticky header is redrawn too.
        XCTAssertGreaterThanOrEqual(statistics.pixelsRedrawn, 26 * 600)
        XCTAssertLessThan(statistics.pixelsRedrawn, 600 * 800 / 4)
        XCTAssertEqual(statistics.pixelsMoved, 600 * (800 - 26))
        withExtendedLifetime(sections) {}
    }

    @MainActor func testAFractionalScrollRedrawsInstead() async throws {
        let harness = HeadlessHarness(size: Size(width: 300, height: 400), scale: 1)
        let (table, sections) = makeSectionedTable()
        harness.window.addSubview(table)
        harness.render()
        harness.scroll(at: Point(x: 150, y: 300), deltaY: 0.5)
        harness.render()
        XCTAssertEqual(harness.window.lastFrameStatistics.regionsMoved, 0)
        XCTAssertGreaterThanOrEqual(harness.window.lastFrameStatistics.pixelsRedrawn, 300 * 400)
        withExtendedLifetime(sections) {}
    }
}
