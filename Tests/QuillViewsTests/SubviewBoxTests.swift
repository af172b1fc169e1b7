import XCTest
@testable import QuillViews
import QuillGraphics
import QuillFoundation

/// A view with many subviews is composited through its kept boxes of them (`SubviewBox`),
/// passing over subviews away from a redrawn region without visiting them: after every kind of
/// change to the subviews (moved, hidden, shown, transformed, inserted, removed, reordered,
/// exchanged, a subtree reaching out of its view, a clip, a fade in, a scroll), the kept boxes
/// are what fresh ones would be, and every frame is what a full redraw draws.
final class SubviewBoxTests: XCTestCase {
    final class Swatch: View {
        var color: Color = .red
        override func draw(in context: GraphicsContext) { context.fill(bounds, color: color) }
    }

    @MainActor private static func swatch(_ frame: Rect, _ color: Color) -> Swatch {
        let swatch = Swatch(frame: frame)
        swatch.color = color
        return swatch
    }

    /// A clipping, opaque board of 6x5 swatches (each holding a small inner swatch) in a window.
    @MainActor private final class Scene {
        let window = Window(size: Size(width: 320, height: 280))
        let board = View(frame: Rect(x: 10, y: 10, width: 300, height: 260))
        var tiles: [Swatch] = []

        init() {
            board.clipsToBounds = true
            board.backgroundColor = .white
            for index in 0..<30 {
                let tile = SubviewBoxTests.swatch(
                    Rect(x: Double(index % 6) * 50 + 2, y: Double(index / 6) * 50 + 2, width: 44, height: 44),
                    Color(red: Double(index % 6) / 6, green: Double(index / 6) / 5, blue: 0.5))
                tile.addSubview(SubviewBoxTests.swatch(Rect(x: 10, y: 10, width: 12, height: 12), .black))
                board.addSubview(tile)
                tiles.append(tile)
            }
            window.addSubview(board)
            window.renderFrame()
        }
    }

    @MainActor func testKeptBoxesAndFramesFollowEveryChange() async {
        let incremental = Scene(), full = Scene()
        let changes: [(String, (Scene) -> Void)] = [
            ("a tile moves", { $0.tiles[3].frame.origin.x += 7 }),
            ("a tile hides", { $0.tiles[8].isHidden = true }),
            ("a tile shows", { $0.tiles[8].isHidden = false }),
            ("a tile turns", { $0.tiles[12].transform = Transform(rotationAngle: 0.3) }),
            ("an inner swatch reaches out", { $0.tiles[14].subviews[0].frame.origin = Point(x: 40, y: 40) }),
            ("the reaching tile clips", { $0.tiles[14].clipsToBounds = true }),
            ("a tile is inserted", { scene in
                let tile = SubviewBoxTests.swatch(Rect(x: 120, y: 120, width: 60, height: 30), .systemGreen)
                scene.board.insertSubview(tile, at: 5)
                scene.tiles.append(tile)
            }),
            ("a tile is removed", { $0.tiles[20].removeFromSuperview() }),
            ("a tile comes to the front", { $0.board.bringSubviewToFront($0.tiles[1]) }),
            ("two tiles are exchanged", { $0.board.exchangeSubview(at: 2, withSubviewAt: 9) }),
            ("a tile fades out", { $0.tiles[25].alpha = 0 }),
            ("it fades in", { $0.tiles[25].alpha = 1 }),
            ("a tile leaves for the window", { $0.window.addSubview($0.tiles[27]) }),
            ("the board scrolls", { $0.board.bounds.origin.y += 9 }),
            ("a tile moves after the scroll", { $0.tiles[4].frame.origin.y += 20 }),
            ("an inner swatch moves", { $0.tiles[5].subviews[0].frame.origin.x += 5 }),
        ]
        for (what, change) in changes {
            change(incremental)
            change(full)
            full.window.addDamage(full.window.framebuffer.bounds)
            incremental.window.renderFrame()
            full.window.renderFrame()
            XCTAssertTrue(incremental.window.framebuffer == full.window.framebuffer, "\(what): the frame differs from a full redraw")
            let board = incremental.board
            if board.subviewBoxes != nil {
                XCTAssertEqual(board.currentSubviewBoxes(), board.subviews.map { SubviewBox(of: $0) }, "\(what): the kept boxes are out of date")
            }
        }
        XCTAssertNotNil(incremental.board.subviewBoxes, "the board was composited through its boxes")
    }
}
