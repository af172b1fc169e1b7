import XCTest
import GalleryKit
import QuillTesting
@testable import Quill

/// The Gallery's storyboard app, driven as a person would: a recipe is shown by selecting its
/// row (the cell's show segue), the + button presents the editor, Save unwinds with a new row
/// and Back returns to the list. Transitions are let finish in a few large steps (a frame of
/// the whole gallery costs about 0.15 s in a debug build).
final class StoryboardAppDemoTests: XCTestCase {
    @MainActor func testShowingARecipeAndAddingOne() async throws {
        let (harness, gallery) = try GalleryTests.makeGallery(size: Size(width: 1180, height: 760))
        gallery.select(try XCTUnwrap(gallery.demos.firstIndex { $0.title == "A storyboard app" }))
        harness.advance(by: 0.5, frameInterval: 0.25)
        harness.render()
        XCTAssertNotNil(harness.element(label: "Flatbread, 25 minutes"), "the prototype cells show the recipes")
        harness.activate(try XCTUnwrap(harness.element(label: "Tomato soup, 35 minutes")))
        harness.advance(by: 0.5, frameInterval: 0.25)
        harness.render()
        XCTAssertNotNil(harness.element(label: "35 minutes"))
        XCTAssertNotNil(harness.element(label: "Soften onion in butter, add tomatoes and stock, simmer, blend."), "prepare(for:sender:) passed the recipe")
        harness.activate(try XCTUnwrap(harness.element(label: "Recipes"), "the back button names the list"))
        harness.advance(by: 0.5, frameInterval: 0.25)
        harness.render()
        harness.activate(try XCTUnwrap(harness.element(label: "Add")))
        harness.advance(by: 0.5, frameInterval: 0.25)
        harness.render()
        let name = try XCTUnwrap(harness.element(label: "Name"))
        harness.activate(name)
        harness.type("Omelette")
        harness.activate(try XCTUnwrap(harness.element(label: "Save")))
        harness.advance(by: 0.5, frameInterval: 0.25)
        harness.render()
        XCTAssertNil(harness.element(label: "Save"), "the editor was dismissed")
        XCTAssertNotNil(harness.element(label: "Omelette, 30 minutes"), "the unwind action added the recipe")
    }
}
