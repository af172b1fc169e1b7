import XCTest
import QuillFoundation

/// Messages that quote names from files: control characters escaped, repeats capped (issue 25).
final class TerminalTextTests: XCTestCase {
    func testControlCharactersAreEscaped() {
        XCTAssertEqual(TerminalText.escaped("plain 'name' é 漢"), "plain 'name' é 漢")
        XCTAssertEqual(TerminalText.escaped("a\u{1B}[31mred\u{07}"), "a\\u{1B}[31mred\\u{7}")
        XCTAssertEqual(TerminalText.escaped("x\ny\rz\tw"), "x\\u{A}y\\u{D}z\\u{9}w")
        XCTAssertEqual(TerminalText.escaped("\u{7F}\u{9B}"), "\\u{7F}\\u{9B}")
        XCTAssertEqual(TerminalText.escaped("ab\u{202E}cd"), "ab\\u{202E}cd", "a bidirectional override cannot reorder the line")
    }

    func testIndentedLinesCanBeKept() {
        let conflict = "unable to satisfy:\n    a.width == 10\n    a.width == 20\nforged: error: \u{1B}x"
        XCTAssertEqual(
            TerminalText.escaped(conflict, keepingIndentedLines: true),
            "unable to satisfy:\n    a.width == 10\n    a.width == 20\\u{A}forged: error: \\u{1B}x")
    }

    func testADiagnosticIsOneLineWhateverItsFileAndNamesHold() {
        // A newline in a file name forged a whole diagnostic line.
        let forged = QuillError(
            "unknown class 'X\u{1B}]0;pwned\u{07}'", at: SourceLocation(file: "a.xib\nb.xib:1:1: error: forged", line: 3, column: 4),
            hint: "hint\nline")
        let text = forged.description
        XCTAssertFalse(text.contains("\n"), text)
        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, text)
        XCTAssertTrue(text.hasPrefix("a.xib\\u{A}b.xib:1:1: error: forged:3:4: error: unknown class 'X\\u{1B}]0;pwned\\u{7}'"), text)
    }

    func testRepeatedMessagesAreCappedAndCounted() {
        var limiter = RepeatedMessageLimiter(limit: 3)
        var shown: [String] = []
        for index in 0..<10 {
            let message = "warning: the constraint 'c\(index)' conflicts with 'd\(index)' at line \(index + 1)"
            if limiter.admits(message) { shown.append(message) }
        }
        XCTAssertTrue(limiter.admits("error: another kind of message"))
        XCTAssertEqual(shown.count, 3)
        XCTAssertEqual(limiter.heldBack, 7)
        XCTAssertEqual(limiter.summary, ["and 7 more like this: warning: the constraint 'c0' conflicts with 'd0' at line 1"])
    }

    func testARuntimeLogKeepsAndShowsAtMostFiftyOfOneShape() {
        let log = RuntimeLogSink(writesToStandardError: false)
        for index in 0..<5_000 { log.warning("the constraint 'c\(index)' could not be satisfied") }
        log.warning("something else")
        XCTAssertEqual(log.messages.count, 51)
        XCTAssertEqual(log.messages.last, "warning: something else")
        XCTAssertEqual(log.heldBackCount, 4_950)
    }

    func testLongQuotedNamesAndLongMessagesAreCutAndSayHowMuchWasLeftOut() {
        let name = String(repeating: "x", count: 500_000)
        let printed = TerminalText.printable("expects an image file named '\(name)' (searched .)")
        XCTAssertEqual(printed, "expects an image file named '" + String(repeating: "x", count: 100) + "… (499900 more characters)' (searched .)")
        // Short quotes and apostrophes stay as they are.
        let ordinary = "File's Owner has no outlet 'title'; " + String(repeating: "ok ", count: 100)
        XCTAssertEqual(TerminalText.printable(ordinary), ordinary)
        // A long message without quotes is cut as a whole.
        let long = TerminalText.printable(String(repeating: "a b ", count: 5_000))
        XCTAssertEqual(long.count, TerminalText.maximumMessageLength + "… (16000 more characters)".count)
        XCTAssertTrue(long.hasSuffix("… (16000 more characters)"))
        // Control characters in the part that is kept are still escaped.
        XCTAssertEqual(TerminalText.printable("'\u{1B}" + name + "'").prefix(8), "'\\u{1B}x")
    }
}

