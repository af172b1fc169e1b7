import Foundation
import XCTest
import QuillTesting
@testable import QuillControllers
import QuillFoundation
import QuillTemplates
import QuillTemplateFormats
import QuillWidgets
import QuillViews

/// A storyboard with a split view controller, a collection view controller's prototype cells,
/// a showDetail segue, a custom segue class and a manual segue a gesture's action performs
/// (issue 28).
final class StoryboardSplitTests: XCTestCase {
    @MainActor final class PhotoCell: CollectionViewCell {
        @Outlet var numberLabel: Label?
    }

    @MainActor final class GridController: CollectionViewController {
        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws -> CollectionViewCell {
            let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
            (cell as? PhotoCell)?.numberLabel?.text = "\(indexPath.item + 1)"
            return cell
        }
        override func prepare(for segue: StoryboardSegue, sender: Any?) {
            guard let photo = segue.destination as? PhotoController, let cell = sender as? CollectionViewCell,
                let item = collectionView.indexPath(for: cell)?.item
            else { return }
            photo.caption = "Photo \(item + 1)"
        }
    }

    @MainActor final class PhotoController: ViewController {
        @Outlet var captionLabel: Label?
        @Action var captionTapped = PhotoController.tapped
        var caption = "No photo"
        override func viewDidLoad() { captionLabel?.text = caption }
        func tapped(_ sender: TapGestureRecognizer) { performSegue(withIdentifier: "manualInfo", sender: sender) }
    }

    @MainActor final class FadeSegue: StoryboardSegue {
        static var performed = 0
        override func perform() {
            FadeSegue.performed += 1
            source.present(destination, animated: false)
        }
    }

    @MainActor private func storyboard() throws -> Storyboard {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/Storyboard/Photos.storyboard").standardizedFileURL.path
        let registry = TemplateRegistry()
        try registry.register(PhotoCell.self) { PhotoCell(frame: .zero) }
        try registry.register(GridController.self) { GridController() }
        try registry.register(PhotoController.self) { PhotoController() }
        let storyboard = try Storyboard(contentsOfFile: path, registry: registry, options: TemplateOptions(strictness: .strict))
        storyboard.register(FadeSegue.self)
        return storyboard
    }

    @MainActor func testSelectingAPhotoShowsItAsTheDetailAndItsSeguesRun() async throws {
        let split = try XCTUnwrap(try storyboard().instantiateInitialViewController() as? SplitViewController)
        let grid = try XCTUnwrap(split.viewController(for: .primary) as? GridController)
        XCTAssertTrue(split.viewController(for: .secondary) is PhotoController)
        let harness = HeadlessHarness(size: Size(width: 1024, height: 768))
        harness.window.rootViewController = split
        harness.render()
        XCTAssertEqual(grid.collectionView.visibleCells.count, 6)
        let third = try XCTUnwrap(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PhotoCell)
        XCTAssertEqual(third.numberLabel?.text, "3")
        XCTAssertEqual(third.frame.size, Size(width: 100, height: 100), "the flow layout's item size from the storyboard")

        harness.click(third)
        harness.settle()
        harness.render()
        let photo = try XCTUnwrap(split.viewController(for: .secondary) as? PhotoController, "showDetail replaced the secondary column")
        XCTAssertEqual(photo.captionLabel?.text, "Photo 3")

        // The Info button runs the registered custom segue class.
        let before = FadeSegue.performed
        let info = try XCTUnwrap(photo.view.subviews.compactMap { $0 as? Button }.first)
        harness.click(info)
        harness.settle()
        XCTAssertEqual(FadeSegue.performed, before + 1)
        XCTAssertNotNil(photo.presentedViewController)
        photo.dismiss(animated: false)
        harness.settle()
        XCTAssertNil(photo.presentedViewController)

        // A tap on the caption performs the manual segue by its identifier.
        harness.click(try XCTUnwrap(photo.captionLabel))
        harness.settle()
        XCTAssertNotNil(photo.presentedViewController, "performSegue(withIdentifier:) presented the info scene")
    }

    @MainActor func testPerformingAnUnknownSegueDoesNothing() async throws {
        let photo = try storyboard().instantiateViewController(identifier: "Photo", creator: nil as (() -> PhotoController?)?)
        let harness = HeadlessHarness(size: Size(width: 768, height: 1024))
        harness.window.rootViewController = photo
        harness.render()
        photo.performSegue(withIdentifier: "nope", sender: nil)
        harness.settle()
        XCTAssertNil(photo.presentedViewController)
        XCTAssertEqual(photo.storyboardSegues.compactMap(\.identifier).sorted(), ["info", "manualInfo"])
    }
}
