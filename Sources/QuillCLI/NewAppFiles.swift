import Foundation
import Quill

/// The files `quill new-app NAME` writes, by path inside the app's folder.
enum NewAppFiles {
    /// Quill's checkout this program was built from, when it is still there (a path dependency
    /// then builds against the same sources).
    static let sourceCheckout: String? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) ? root.path : nil
    }()

    /// The URL Quill's package is published at (the `.package(url:)` form).
    static let packageURL = "https://github.com/quill-toolkit/quill"

    /// The files of an app called `name`, depending on the checkout at `quillCheckout` by path
    /// (or on Quill's URL without one).
    static func files(for name: String, quillCheckout: String?) -> [String: String] {
        [
            "Package.swift": packageManifest(name, quillCheckout: quillCheckout),
            "Sources/\(name)Kit/ContactCell.swift": cellClass,
            "Sources/\(name)Kit/ContactsViewController.swift": controller(name),
            "Sources/\(name)Kit/Resources/ContactCell.xib": cellTemplate(name),
            "Sources/\(name)/main.swift": entry(name),
            "Tests/\(name)Tests/\(name)Tests.swift": test(name),
            "Tests/\(name)Tests/__Snapshots__/README.md": "The test's recorded snapshots (the first `swift test` writes them): commit them.\n",
            ".gitignore": ".build/\nPackage.resolved\n*.actual.png\n*.diff.png\n",
            "README.md": readme(name),
        ]
    }

    static func packageManifest(_ name: String, quillCheckout: String?) -> String {
        let urlLine = ".package(url: \"\(packageURL)\", from: \"\(ToolkitVersion.current)\")"
        let dependency: String
        let identity: String
        if let quillCheckout {
            identity = URL(fileURLWithPath: quillCheckout).lastPathComponent.lowercased()
            dependency = """
                        // Quill from a checkout; to use a published Quill instead, replace this line with
                        // \(urlLine)
                        // and write package: "quill" below.
                        .package(path: "\(quillCheckout)"),
                """
        } else {
            identity = "quill"
            dependency = """
                        // Quill by URL; with a checkout beside the app, .package(path: "../quill") instead.
                        \(urlLine),
                """
        }
        return """
            // swift-tools-version:6.1
            import PackageDescription

            let package = Package(
                name: "\(name)",
                dependencies: [
            \(dependency)
                    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
                ],
                targets: [
                    // The app's screens, cells and templates (.xib files are resources: Bundle.module).
                    .target(
                        name: "\(name)Kit", dependencies: [.product(name: "Quill", package: "\(identity)")],
                        resources: [.process("Resources")]),
                    // The program: a window, or a PNG file without a display.
                    .executableTarget(name: "\(name)", dependencies: ["\(name)Kit", .product(name: "Quill", package: "\(identity)")]),
                    .testTarget(
                        name: "\(name)Tests",
                        dependencies: [
                            "\(name)Kit", .product(name: "QuillTesting", package: "\(identity)"),
                            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                        ],
                        exclude: ["__Snapshots__"]),
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    static let cellClass = """
        import Quill

        /// A row of the contacts list. Its template, ContactCell.xib, names this class
        /// (customClass), which the template finds by its Swift name: no registration.
        final class ContactCell: TableViewCell {
            @Outlet var nameLabel: Label!
            @Outlet var detailLabel: Label!
        }

        """

    static func controller(_ name: String) -> String {
        """
        import Quill

        /// The contacts list: a table whose cells come from ContactCell.xib.
        public final class ContactsViewController: TableViewController {
            /// The contacts shown, in order.
            public var contacts = [("Ada Lovelace", "Analyst, London"), ("Grace Hopper", "Rear admiral, Arlington")]
            /// The contacts chosen so far.
            public private(set) var chosen: [String] = []

            public override func viewDidLoad() {
                super.viewDidLoad()
                title = "Contacts"
                tableView.rowHeight = 64
                do {
                    tableView.register(try Template.named("ContactCell", in: Bundle.module), forCellReuseIdentifier: "ContactCell")
                } catch {
                    RuntimeLog.error("\\(error)")
                }
            }

            public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
                contacts.count
            }

            public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
                let cell = try tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath)
                if let cell = cell as? ContactCell {
                    cell.nameLabel.text = contacts[indexPath.row].0
                    cell.detailLabel.text = contacts[indexPath.row].1
                }
                return cell
            }

            public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
                chosen.append(contacts[indexPath.row].0)
            }
        }

        """
    }

    static func cellTemplate(_ name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21678"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="ContactCell" rowHeight="64" id="cel-00-001" customClass="ContactCell" customModule="\(name)Kit" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="400" height="64"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="cnt-00-002">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="64"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" id="nam-00-003">
                                <rect key="frame" x="16" y="10" width="368" height="22"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                <color key="textColor" systemColor="labelColor"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Detail" textAlignment="natural" lineBreakMode="tailTruncation" id="det-00-004">
                                <rect key="frame" x="16" y="34" width="368" height="18"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                <color key="textColor" systemColor="secondaryLabelColor"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="nameLabel" destination="nam-00-003" id="out-00-005"/>
                        <outlet property="detailLabel" destination="det-00-004" id="out-00-006"/>
                    </connections>
                </tableViewCell>
            </objects>
            <resources>
                <systemColor name="labelColor">
                    <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="secondaryLabelColor">
                    <color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>

        """
    }

    static func entry(_ name: String) -> String {
        """
        import Quill
        import \(name)Kit

        // Opens the window, or with no display (or --headless --out FILE.png) renders it to a file.
        MainActor.assumeIsolated {
            App.run(title: "\(name)", size: Size(width: 400, height: 500)) { window in
                let navigation = NavigationController(rootViewController: ContactsViewController())
                window.rootViewController = navigation
                return navigation
            }
        }

        """
    }

    static func test(_ name: String) -> String {
        """
        import SnapshotTesting
        import XCTest
        import QuillTesting
        import Quill
        @testable import \(name)Kit

        final class \(name)Tests: XCTestCase {
            @MainActor func testTheListShowsEveryContactFromItsTemplate() async throws {
                let harness = HeadlessHarness(size: Size(width: 400, height: 500))
                let controller = ContactsViewController()
                harness.window.rootViewController = controller
                harness.render()
                let cells = controller.tableView.visibleCells.compactMap { $0 as? ContactCell }
                XCTAssertEqual(cells.map { $0.nameLabel.text }, ["Ada Lovelace", "Grace Hopper"], "ContactCell.xib's class, found by name")
                harness.click(cells[1])
                XCTAssertEqual(controller.chosen, ["Grace Hopper"])
                // Recorded on the first run; a change of pixels, frames, colours or fonts fails it.
                assertSnapshot(of: harness.window, as: .image)
                assertSnapshot(of: harness.window, as: .tree)
            }
        }

        """
    }

    static func readme(_ name: String) -> String {
        """
        # \(name)

        A Quill app: a contacts list whose cells come from `Sources/\(name)Kit/Resources/ContactCell.xib`.

            swift run \(name)                        # a window; without a display, \(name).png
            swift run \(name) --headless --out list.png
            swift test                                # the first run records the snapshots

        Edit the cell in Interface Builder or by hand; `quill lint Sources/\(name)Kit/Resources` checks it
        and `quill preview Sources/\(name)Kit/Resources/ContactCell.xib` shows it as you edit.

        """
    }
}
