import Foundation
import XCTest

@testable import QuillGraphics

/// A face reads its font file's bytes by address for its whole life (they are mapped, as
/// FreeType maps them): replacing or removing the file afterwards changes nothing it draws.
final class FontFileTests: XCTestCase {
    func testAFaceShapesAndDrawsTheSameAfterItsFileIsReplacedAndRemoved() throws {
        let original = try AssetLocator.path(of: "Fonts/DejaVuSans.ttf")
        let folder = NSTemporaryDirectory() + "quill-font-file-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = folder + "/Font.ttf"
        try FileManager.default.copyItem(atPath: original, toPath: copy)
        let reference = try FontFace(contentsOfFile: original)
        let face = try FontFace(contentsOfFile: copy)
        // Another font renamed over it, then removed altogether.
        try FileManager.default.copyItem(atPath: try AssetLocator.path(of: "Fonts/DejaVuSansMono.ttf"), toPath: folder + "/Other.ttf")
        XCTAssertEqual(rename(folder + "/Other.ttf", copy), 0)
        try FileManager.default.removeItem(atPath: copy)

        let text = Array("Quill, façade ﬁnale — 123".utf8)
        let expected = reference.shape(utf8: text), shaped = face.shape(utf8: text)
        XCTAssertEqual(shaped.map(\.glyph), expected.map(\.glyph))
        XCTAssertEqual(shaped.map(\.xAdvance), expected.map(\.xAdvance))
        for glyph in Set(expected.map(\.glyph)) {
            let drawn = face.glyphBitmap(glyph, pixelSize: 17, subpixel: 0)
            let wanted = reference.glyphBitmap(glyph, pixelSize: 17, subpixel: 0)
            XCTAssertEqual(drawn?.coverage, wanted?.coverage, "glyph \(glyph)")
        }
    }
}
