import QuillFoundation
import XCTest

@testable import QuillGraphics

/// `TextLayout.measuredSize` gives the very size a full layout has, without keeping its lines
/// (issue 25, class 11: a label measuring a megabyte of text at width 1 kept a million lines).
final class TextMeasurementTests: XCTestCase {
    func testMeasuredSizeIsTheLayoutsSizeBitForBit() throws {
        let texts = [
            "", "Hi", "Hello there, world", "one two three four five six seven eight nine ten eleven twelve",
            "line one\nline two\n\nline four", "trailing spaces   ", "   leading", "שלום עולם and English", "مرحبا بالعالم",
            "Supercalifragilisticexpialidocious", "a\u{301}e\u{308}o\u{302} combined", "emoji 😀👍🏽 and 中文字符 mixed", "tab\there",
        ]
        let fonts = [Font.systemFont(ofSize: 17), Font.systemFont(ofSize: 13.3), Font(family: "Liberation Serif", size: 21.7, weight: .bold, isItalic: true)]
        let widths: [Double?] = [nil, 0, 1, 7.5, 40, 100.25, 320]
        var compared = 0
        for text in texts {
            for font in fonts {
                for width in widths {
                    for lines in [0, 1, 2, 3] {
                        for mode in [LineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingTail, .byTruncatingMiddle, .byClipping] {
                            let style = TextStyle(font: font, lineBreakMode: mode, numberOfLines: lines)
                            let full = try TextLayout(text: text, style: style, maxWidth: width).size
                            let measured = try TextLayout.measuredSize(text: text, style: style, maxWidth: width)
                            XCTAssertEqual(measured.width.bitPattern, full.width.bitPattern, "width of '\(text)' at \(String(describing: width)), \(lines) lines, \(mode)")
                            XCTAssertEqual(measured.height.bitPattern, full.height.bitPattern, "height of '\(text)' at \(String(describing: width)), \(lines) lines, \(mode)")
                            compared += 1
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 5_000)
    }

    /// One shaping gives both sizes a wrapping label needs, each bit for bit what measuring
    /// alone gives.
    func testWrappedAndUnwrappedFromOneShapingAreTheSeparateMeasurements() throws {
        let texts = [
            "", "Hi", "one two three four five six seven eight nine ten eleven twelve", "line one\nline two\n\nline four",
            "trailing spaces   ", "שלום עולם and English", "emoji 😀👍🏽 and 中文字符 mixed", "Supercalifragilisticexpialidocious",
        ]
        var compared = 0
        for text in texts {
            for width in [0, 1, 7.5, 40, 100.25, 320, 5000] {
                for mode in [LineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingTail] {
                    let style = TextStyle(font: .systemFont(ofSize: 15), lineBreakMode: mode, numberOfLines: 0)
                    let both = try TextLayout.measuredSizes(text: text, style: style, maxWidth: width)
                    let wrapped = try TextLayout.measuredSize(text: text, style: style, maxWidth: width)
                    let unwrapped = try TextLayout.measuredSize(text: text, style: style, maxWidth: nil)
                    XCTAssertEqual(both.wrapped, wrapped, "'\(text)' at \(width), \(mode)")
                    XCTAssertEqual(both.unwrapped, unwrapped, "'\(text)' at \(width), \(mode)")
                    compared += 1
                }
            }
        }
        XCTAssertEqual(compared, 168)
    }

    func testALongTextAtANarrowWidthIsMeasuredWithoutKeepingItsLines() throws {
        let text = String(repeating: "word ", count: 20_000)
        let style = TextStyle(font: .systemFont(ofSize: 17), numberOfLines: 0)
        let measured = try TextLayout.measuredSize(text: text, style: style, maxWidth: 1)
        let lineHeight = try FontLibrary.shared.face(for: .systemFont(ofSize: 17)).metrics(size: 17).lineHeight
        // One character per line at width 1: 4 letters of each of the 20,000 words.
        XCTAssertEqual(measured.height / lineHeight, 80_000, accuracy: 1)
    }
}
