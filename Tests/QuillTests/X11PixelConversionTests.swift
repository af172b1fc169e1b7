import CSDLNativeWindow
import XCTest

/// The conversion of Quill's pixels (premultiplied RGBA, red in the low byte) into X11's
/// 0xXXRRGGBB rows, made for every present: each way the processor may take (AVX2, SSSE3, one
/// pixel at a time) writes the bytes of the plain formula, for rows of any width and any
/// strides, and writes nothing outside the rows asked for.
final class X11PixelConversionTests: XCTestCase {
    private func expected(_ pixel: UInt32) -> UInt32 { (pixel & 0xFF00_FF00) | ((pixel & 0xFF) << 16) | ((pixel >> 16) & 0xFF) }

    func testEveryWayWritesTheFormulasBytes() {
        var state: UInt64 = 0x1234_5678
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 29)
        }
        var levelsUsed: Set<Int32> = []
        for level in Int32(0)...2 {
            for width in [1, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 33, 100] {
                let height = 3, sourceStride = width + 5, destinationStride = width + 11
                let source = (0..<(sourceStride * height)).map { _ in next() }
                let sentinel: UInt32 = 0xDEAD_BEEF
                var destination = [UInt32](repeating: sentinel, count: destinationStride * height)
                let used = source.withUnsafeBufferPointer { input in
                    destination.withUnsafeMutableBufferPointer { output in
                        quill_x11_convert_rows_at_level(
                            level, input.baseAddress, Int32(sourceStride), output.baseAddress, Int32(destinationStride), Int32(width), Int32(height))
                    }
                }
                levelsUsed.insert(used)
                XCTAssertLessThanOrEqual(used, level)
                for row in 0..<height {
                    for x in 0..<destinationStride {
                        let written = destination[row * destinationStride + x]
                        if x < width {
                            XCTAssertEqual(written, expected(source[row * sourceStride + x]), "level \(used), width \(width), row \(row), x \(x)")
                        } else {
                            XCTAssertEqual(written, sentinel, "level \(used) wrote past the row's \(width) pixels")
                        }
                    }
                }
            }
        }
        XCTAssertTrue(levelsUsed.contains(0), "the plain way was tested")
        // The default entry point takes the best way and writes the same bytes.
        let pixels: [UInt32] = (0..<40).map { _ in next() }
        var converted = [UInt32](repeating: 0, count: 40)
        pixels.withUnsafeBufferPointer { input in
            converted.withUnsafeMutableBufferPointer { quill_x11_convert_rows(input.baseAddress, 20, $0.baseAddress, 20, 20, 2) }
        }
        XCTAssertEqual(converted, pixels.map(expected))
    }
}
