import XCTest
import QuillTesting
import QuillViews
@testable import QuillWidgets
import QuillFoundation

/// A delegate that records the search bar's events.
@MainActor
private final class SearchLog: SearchBarDelegate {
    var events: [String] = []
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { events.append("begin") }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { events.append("text \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { events.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { events.append("cancel") }
}

/// The search bar (issue 27): typing reaches the delegate change by change, Return searches,
/// Cancel cancels, the field reads as a search field, and it draws a field with a magnifier.
final class SearchBarTests: XCTestCase {
    @MainActor func testTypingSearchingAndCancelling() async {
        let harness = HeadlessHarness(size: Size(width: 320, height: 80))
        let bar = SearchBar(frame: Rect(x: 0, y: 10, width: 320, height: SearchBar.height))
        bar.placeholder = "Search contacts"
        bar.showsCancelButton = true
        let log = SearchLog()
        bar.delegate = log
        harness.window.addSubview(bar)
        harness.render()
        XCTAssertEqual(bar.intrinsicContentSize?.height, 56)
        harness.click(bar.searchTextField)
        harness.type("A")
        harness.type("d")
        harness.key(.return)
        XCTAssertTrue(bar.searchTextField.isFirstResponder, "Return searches and keeps the focus")
        harness.click(bar.cancelButton)
        XCTAssertEqual(log.events, ["begin", "text A", "text Ad", "search", "cancel"])
        XCTAssertEqual(bar.text, "Ad")
        XCTAssertTrue(bar.searchTextField.accessibilityTraits.contains(.searchField))
        XCTAssertLessThan(bar.searchTextField.frame.maxX, bar.cancelButton.frame.minX)
        bar.text = ""
        assertImageSnapshot(of: harness.render(), named: "placeholder-and-cancel")
    }
}
