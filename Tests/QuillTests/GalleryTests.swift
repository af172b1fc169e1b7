import Foundation
import XCTest
@testable import GalleryKit
import QuillTesting
@testable import Quill
import QuillAuthoring

/// The Quill Gallery (`make run`): every page builds and shows its source; the sidebar switches
/// pages; the layout follows the window; Ctrl+Q quits.
final class GalleryTests: XCTestCase {
    @MainActor func makeGallery(size: Size = Size(width: 1180, height: 760)) throws -> (HeadlessHarness, GalleryViewController) {
        try GalleryTests.makeGallery(size: size)
    }

    /// The gallery in a harness window, its widget plugins built and on the search path.
    @MainActor static func makeGallery(size: Size) throws -> (HeadlessHarness, GalleryViewController) {
        for bundle in ["ImagesCell", "Rating"] { try WidgetBundleBuilder.buildLibrary(ofBundleAt: Checkout.widgets + "/" + bundle) }
        let loader = WidgetBundleLoader.shared
        if !loader.searchPaths.contains(Checkout.widgets) { loader.searchPaths.append(Checkout.widgets) }
        let harness = HeadlessHarness(size: size)
        let gallery = GalleryViewController()
        harness.window.rootViewController = gallery
        harness.render()
        return (harness, gallery)
    }

    @MainActor func testEveryPageBuildsAndShowsItsSource() async throws {
        let (harness, gallery) = try makeGallery()
        XCTAssertGreaterThanOrEqual(gallery.demos.count, 14)
        for (index, demo) in gallery.demos.enumerated() {
            gallery.select(index)
            harness.settle()
            harness.render()
            XCTAssertNil(gallery.pageError, "\(demo.title): \(gallery.pageError ?? "")")
            XCTAssertNotNil(gallery.pageView?.superview, demo.title)
            XCTAssertFalse(gallery.sourceText.isEmpty, "\(demo.title) shows a source")
            XCTAssertFalse(gallery.sourceText.contains("was not embedded"), "\(demo.title): \(gallery.sourceText.prefix(80))")
            XCTAssertFalse(gallery.sourceText.contains("cannot be read"), "\(demo.title): \(gallery.sourceText.prefix(200))")
        }
        XCTAssertEqual(Set(gallery.demos.map(\.section)), ["Patterns", "Controls", "Interaction", ".xib files", "Widget bundles"])
    }

    @MainActor func testTheSidebarSwitchesPagesAndTheSourceIsTheCodeThatRuns() async throws {
        let (harness, gallery) = try makeGallery()
        XCTAssertEqual(gallery.selectedIndex, 0)
        let grid = try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Grid cells found by tag" })
        // The second row of the sidebar is the grid page.
        let row = try XCTUnwrap(gallery.sidebar.cellForRow(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(row.textLabel.text, "Grid cells found by tag")
        harness.click(row)
        XCTAssertEqual(gallery.selectedIndex, grid)
        XCTAssertTrue(gallery.pageView is GridView)
        let source = try String(contentsOfFile: Checkout.root + "/Examples/Tables/Sources/TablesExample/GridController.swift", encoding: .utf8)
        XCTAssertEqual(gallery.sourceText, source, "the source panel shows the file the page runs, embedded at build time")
        harness.key(.down)
        XCTAssertEqual(gallery.selectedIndex, grid + 1, "the arrow keys move through the sidebar")
    }

    @MainActor func testARightToLeftGalleryMirrorsButItsCodeReadsLeftToRight() async throws {
        let (harness, gallery) = try makeGallery()
        let page = try XCTUnwrap(gallery.demos.firstIndex { $0.title == "Right to left" })
        gallery.select(page)
        harness.render()
        let ltrPage = gallery.pageArea.frame, ltrSidebar = gallery.sidebar.frame
        harness.window.semanticContentAttribute = .forceRightToLeft
        harness.render()
        XCTAssertEqual(gallery.sidebar.frame.maxX, harness.window.bounds.width, "the sidebar moves to the right")
        XCTAssertEqual(gallery.sidebar.frame.width, ltrSidebar.width)
        XCTAssertEqual(gallery.pageArea.frame.maxX, harness.window.bounds.width - ltrPage.minX, accuracy: 0.5)
        func find(_ view: View) -> Label? {
            if let label = view as? Label, label.text == gallery.sourceText { return label }
            return view.subviews.lazy.compactMap(find).first
        }
        let code = try XCTUnwrap(find(gallery.view))
        XCTAssertEqual(code.effectiveUserInterfaceLayoutDirection, .leftToRight, "code stays left to right")
        XCTAssertNil(gallery.pageError)
        harness.window.semanticContentAttribute = .unspecified
        harness.render()
        XCTAssertEqual(gallery.pageArea.frame, ltrPage)
    }

    /// Every control on every page can be named by a screen reader (issue 14): buttons,
    /// toggles, sliders, fields and tabs each have a label or a value to read.
    @MainActor func testEveryControlOnEveryPageHasAnAccessibleName() async throws {
        let (harness, gallery) = try makeGallery()
        var unnamed: [String] = []
        for (index, demo) in gallery.demos.enumerated() {
            gallery.select(index)
            harness.settle()
            harness.render()
            guard let page = gallery.pageView else { continue }
            for element in page.accessibilityElementsInOrder() {
                let interactive: AccessibilityTraits = [.button, .toggleButton, .adjustable, .textEntry, .tabBar, .link]
                guard !element.traits.isDisjoint(with: interactive) else { continue }
                let valueIsNotAName = element.traits.contains(.toggleButton) || (element.traits.contains(.adjustable) && !element.traits.contains(.tabBar))
                if (element.label ?? "").isEmpty && ((element.value ?? "").isEmpty || valueIsNotAName) {
                    unnamed.append("\(demo.title): \(element.description) (\(element.view.className))")
                }
            }
        }
        XCTAssertEqual(unnamed, [], unnamed.joined(separator: "\n"))
        XCTAssertGreaterThan(harness.window.accessibilityElementsInOrder().count, 10, "the sidebar's rows and the page are read")
    }

    /// The pages that scroll (a table, a grid, both in rounded cards) move their pixels when the
    /// wheel turns, and every frame equals a full redraw of the same window.
    @MainActor func testScrollingAPageMovesPixelsAndMatchesAFullRedraw() async throws {
        let (harness, gallery) = try makeGallery()
        for title in ["Rows through File's Owner", "Grid cells found by tag"] {
            gallery.select(try XCTUnwrap(gallery.demos.firstIndex { $0.title == title }))
            harness.settle()
            harness.render()
            let page = try XCTUnwrap(gallery.pageView)
            let point = page.convert(Point(x: page.bounds.midX, y: page.bounds.midY), to: nil)
            var moved = 0
            for step in [13.0, 13, 40, -20, 13] {
                harness.scroll(at: point, deltaY: step)
                harness.render()
                if harness.window.lastFrameStatistics.regionsMoved > 0 { moved += 1 }
                let incremental = harness.window.framebuffer
                harness.window.addDamage(incremental.bounds)
                harness.window.renderFrame()
                XCTAssertEqual(incremental, harness.window.framebuffer, "\(title): a scrolled frame equals a full redraw")
            }
            XCTAssertEqual(moved, 5, "\(title): the scroll moved pixels")
        }
    }

    @MainActor func testTheLayoutFollowsTheWindow() async throws {
        let (harness, gallery) = try makeGallery()
        let wide = gallery.pageArea.frame
        harness.window.send(.resized(Size(width: 1600, height: 900)))
        harness.render()
        XCTAssertGreaterThan(gallery.pageArea.frame.width, wide.width)
        XCTAssertEqual(gallery.pageArea.frame.maxY, 886, "the page fills the height, 14 points above the bottom")
        XCTAssertEqual(gallery.pageView?.frame.size, gallery.pageArea.bounds.size, "the page resizes with its area")
        harness.window.send(.resized(Size(width: 800, height: 600)))
        harness.render()
        XCTAssertEqual(gallery.pageArea.frame.maxX, 780, "narrow: the page takes the whole width, the source is hidden")
    }

    @MainActor func testAPageThatCannotBeBuiltShowsWhy() async throws {
        let broken = GalleryDemo(section: "Test", title: "Broken", summary: "", sources: [.text(title: "t", text: "x")]) { _, _ in
            throw QuillError("no such bundle 'Nope'")
        }
        let harness = HeadlessHarness(size: Size(width: 1000, height: 700))
        let gallery = GalleryViewController(demos: [broken])
        harness.window.rootViewController = gallery
        harness.render()
        XCTAssertEqual(gallery.pageError, "error: no such bundle 'Nope'")
        let label = try XCTUnwrap(gallery.pageArea.subviews.compactMap { $0 as? Label }.first)
        XCTAssertTrue(label.text?.contains("no such bundle 'Nope'") ?? false)
    }

    @MainActor func testControlQQuitsTheApplication() async throws {
        let harness = HeadlessHarness(size: Size(width: 200, height: 100))
        try Application.shared.show(harness.window)
        XCTAssertTrue(Application.shared.windows.contains { $0 === harness.window })
        harness.key(.character("q"), modifiers: [.control])
        XCTAssertFalse(Application.shared.windows.contains { $0 === harness.window }, "Ctrl+Q closed the window and ended the run")
    }

    /// A headless render some pages failed ends with one line naming them (control characters
    /// in an error are escaped, so a message of several lines came out as one with `\u{A}`s).
    @MainActor func testAnIncompleteHeadlessRenderNamesItsPagesOnOneLine() throws {
        XCTAssertNil(GalleryApp.incompleteRenderError(failedPages: []))
        let error = try XCTUnwrap(GalleryApp.incompleteRenderError(failedPages: ["Grid cells found by tag", "A plugin used by name"]))
        let text = "\(error)"
        XCTAssertFalse(text.contains("\\u{"), text)
        XCTAssertTrue(text.hasPrefix("error: 2 gallery page(s) did not render fully: 'Grid cells found by tag', 'A plugin used by name' ("), text)
        XCTAssertTrue(text.contains("QUILL_WIDGET_PATH"), text)
    }

    @MainActor func testHeadlessRenderingWritesEveryPage() async throws {
        for bundle in ["ImagesCell", "Rating"] { try WidgetBundleBuilder.buildLibrary(ofBundleAt: Checkout.widgets + "/" + bundle) }
        let folder = NSTemporaryDirectory() + "quill-gallery-\(ProcessInfo.processInfo.processIdentifier)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = try GalleryApp.renderPages(size: Size(width: 1180, height: 760), scale: 1, to: folder)
        XCTAssertEqual(files.count, GalleryCatalog.demos().count)
        XCTAssertEqual(files.first, "01-rows-through-file-s-owner.png")
        for file in files { XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/" + file), file) }
        let first = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: folder + "/" + files[0])))
        XCTAssertEqual([first.width, first.height], [1180, 760])
        assertImageSnapshot(of: first, named: "first-page")
    }
}
