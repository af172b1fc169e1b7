import Foundation
import XCTest
import Quill
import QuillTesting
import QuillUIKitNames

/// A UIKit snippet compiles against `QuillUIKitNames` unchanged but for what Swift on Linux
/// cannot do and Core Graphics' names, which Foundation on Linux owns (`Rect` for `CGRect`)
/// (issue 30), and runs: the names are Quill's types (each use warns, with a
/// "renamed" fix-it; this target silences the warnings).
final class UIKitNamesTests: XCTestCase {
    /// A cell as a UIKit developer writes it.
    @MainActor final class ContactCell: UITableViewCell {
        let nameLabel = UILabel(frame: Rect(x: 16, y: 8, width: 200, height: 22))
        let badge = UIView(frame: Rect(x: 280, y: 14, width: 16, height: 16))

        func configure(name: String, highlighted: Bool) {
            nameLabel.text = name
            nameLabel.font = UIFont.boldSystemFont(ofSize: 17)
            nameLabel.textColor = highlighted ? UIColor.systemRed : UIColor.label
            badge.backgroundColor = UIColor.systemBlue
            badge.cornerRadius = 8
            if nameLabel.superview == nil {
                contentView.addSubview(nameLabel)
                contentView.addSubview(badge)
            }
        }
    }

    @MainActor final class Contacts: NSObject, UITableViewDataSource, UITableViewDelegate {
        let names = ["Ada", "Grace", "Edsger"]
        var chosen: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) throws -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Contact") as? ContactCell ?? ContactCell(reuseIdentifier: "Contact")
            cell.configure(name: names[indexPath.row], highlighted: indexPath.row == 0)
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { chosen.append(names[indexPath.row]) }
    }

    @MainActor func testAUIKitSnippetCompilesAndRuns() async throws {
        let harness = HeadlessHarness(size: Size(width: 320, height: 300))
        let contacts = Contacts()
        let table = UITableView(frame: Rect(x: 0, y: 0, width: 320, height: 300))
        table.dataSource = contacts
        table.delegate = contacts
        harness.window.addSubview(table)
        harness.render()
        let first = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ContactCell)
        XCTAssertEqual(first.nameLabel.text, "Ada")
        XCTAssertEqual(first.nameLabel.textColor, Color.systemRed)
        harness.click(at: table.convert(Point(x: 100, y: 66), to: nil))
        XCTAssertEqual(contacts.chosen, ["Grace"])

        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(insets, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertTrue(UIView.self == View.self && UINib.self == Template.self && NSLayoutConstraint.self == LayoutConstraint.self,
                      "the names are Quill's types, not copies")
    }
}
