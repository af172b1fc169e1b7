import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillAuthoring
import QuillFoundation
import QuillWidgets

/// `quill lint --module`: an app's classes read from its sources, without building it, so that
/// templates naming them are checked against what they declare (issue 30).
final class SourceDeclaredClassTests: XCTestCase {
    static let source = #"""
        import Quill

        /// A cell. { braces in comments and "strings {" do not count }
        final class ContactCell: UITableViewCell {
            @WeakOutlet var nameLabel: UILabel!
            @Outlet private(set) var phoneLabel: Label?
            @OutletCollection var stars: [ImageView]
            @Action var call = ContactCell.call(_:)
            @Inspectable var highlightCount: Int = 0
            let note = "@Outlet var notAnOutlet: Label?"
            func call(_ sender: Button) {
                if true { print("}") }
            }
            enum Kind { case a }
        }

        class FancyCell: ContactCell {
            @Outlet var badge: View?
        }

        public final class Box<T>: View {}

        @MainActor open class ListController: TableViewController {
            @Action var nextAction = ListController.next(_:)
            func next(_ sender: Button) {}
        }
        """#

    func testTheScannerReadsClassesSuperclassesAndTheirSlots() {
        let classes = SwiftDeclarationScanner.classes(inSource: Self.source, file: "App/Cells.swift")
        XCTAssertEqual(classes.map(\.name), ["ContactCell", "FancyCell", "ListController"], "the generic class is left out")
        let cell = classes[0]
        XCTAssertEqual(cell.superclassName, "UITableViewCell")
        XCTAssertEqual(cell.location, SourceLocation(file: "App/Cells.swift", line: 4, column: 1))
        XCTAssertEqual(cell.outlets, ["nameLabel", "phoneLabel"])
        XCTAssertEqual(cell.outletCollections, ["stars"])
        XCTAssertEqual(cell.actions, ["call"])
        XCTAssertEqual(cell.inspectables, ["highlightCount"])
        XCTAssertEqual(classes[1].outlets, ["badge"], "the subclass's own; the superclass's are merged when linting")
        XCTAssertEqual(classes[2].actions, ["nextAction"])
    }

    static func xib(outlet: String, action: String, cellClass: String = "FancyCell") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" rowHeight="48" id="C1" customClass="\(cellClass)" customModule="Contacts">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="48"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="CV">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="48"/>
                        <subviews>
                            <label opaque="NO" text="Ada" id="L1">
                                <rect key="frame" x="16" y="12" width="200" height="21"/>
                            </label>
                            <button opaque="NO" buttonType="system" id="B1">
                                <rect key="frame" x="260" y="9" width="44" height="30"/>
                                <connections>
                                    <action selector="\(action):" destination="C1" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                        </subviews>
                    </tableViewCellContentView>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="highlightCount">
                            <integer key="value" value="3"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                    <connections>
                        <outlet property="\(outlet)" destination="L1" id="o2"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @MainActor func testTemplatesAreCheckedAgainstTheDeclarationsWithoutTheClassesBeingBuilt() async throws {
        let registry = TemplateRegistry()
        registry.declare(SwiftDeclarationScanner.classes(inSource: Self.source, file: "App/Cells.swift"))
        let strict = TemplateOptions(strictness: .strict)
        // Outlets of the class and of its declared superclass, the superclass's action and
        // inspectable property: all known, nothing reported.
        let good = try TemplateFixture.template(Self.xib(outlet: "nameLabel", action: "call"), name: "Declared.xib")
        let instance = try good.makeInstance(options: strict, registry: registry)
        XCTAssertTrue(instance.warnings.isEmpty, "\(instance.warnings)")
        XCTAssertTrue(instance.topLevelObjects.first is TableViewCell, "made as the nearest Quill superclass")
        // A misspelt outlet and an undeclared action are errors naming the declaration.
        let errors = TemplateFixture.errors(Self.xib(outlet: "nameLabl", action: "dial"), name: "Misspelt.xib", registry: registry, options: strict)
        XCTAssertTrue(errors.contains("FancyCell has no outlet 'nameLabl' (declared at App/Cells.swift:17:1)"), errors)
        XCTAssertTrue(errors.contains("its outlets are: badge, nameLabel, phoneLabel"), errors)
        XCTAssertTrue(errors.contains("FancyCell has no action 'dial'"), errors)
        // Without the declarations the same file warns that the class is unknown.
        let unknown = TemplateFixture.errors(Self.xib(outlet: "nameLabel", action: "call"), name: "Unknown.xib", registry: TemplateRegistry(), options: strict)
        XCTAssertTrue(unknown.contains("unknown class 'FancyCell'"), unknown)
    }
}
