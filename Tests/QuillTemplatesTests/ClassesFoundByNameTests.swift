import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
import QuillViews
import QuillWidgets
import QuillFoundation

/// A cell a template names that nobody registers: found by its Swift name, as UIKit finds
/// `customClass` with `NSClassFromString`.
@MainActor final class FoundByNameCell: TableViewCell {
    @Outlet var nameLabel: Label?
    @Action var call = FoundByNameCell.called
    private(set) var calls = 0
    private(set) var coderSeen: TemplateCoder?
    private(set) var awoken = false
    /// What its own initializer set up before the template's properties arrived.
    private(set) var setUpByInitializer = false

    required init?(coder: TemplateCoder) {
        coderSeen = coder
        super.init(coder: coder)
        setUpByInitializer = true
    }

    required init(style: TableViewCellStyle = .default, reuseIdentifier: String? = nil, frame: Rect = Rect(x: 0, y: 0, width: 320, height: 44)) {
        super.init(style: style, reuseIdentifier: reuseIdentifier, frame: frame)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }

    func called(_ sender: Button) { calls += 1 }
}

/// A view that inherits `init?(coder:)` (it declares no initializer).
@MainActor final class FoundByNameBadge: View {
    @Outlet var caption: Label?
}

/// A view whose `init?(coder:)` refuses.
@MainActor final class RefusingView: View {
    required init?(coder: TemplateCoder) { nil }
}

/// A class that is not a view, a controller or `TemplateCreatable`: never created by name.
final class NotCreatable {}

/// Types nested in another, as older Swift projects named them (`Module.Outer.Inner`).
enum FoundByNameScreens {
    @MainActor final class Header: View {}
}

/// A helper object a .xib lists beside its views, adopting `TemplateCreatable` itself.
@MainActor final class FoundByNameHelper: TemplateCreatable {
    @Outlet var label: Label?
    let made: String
    init?(coder: TemplateCoder) { made = "by \(coder.className)" }
}

@MainActor final class FoundByNameOwner {
    @Outlet var cell: FoundByNameCell?
    @Outlet var helper: FoundByNameHelper?
}

final class ClassesFoundByNameTests: XCTestCase {
    static func xib(cellClass: String, module: String? = nil, extra: String = "") -> String {
        let moduleAttribute = module.map { " customModule=\"\($0)\" customModuleProvider=\"target\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FoundByNameOwner"\(moduleAttribute)>
                        <connections>
                            <outlet property="cell" destination="C1" id="o1"/>
                        </connections>
                    </placeholder>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <tableViewCell contentMode="scaleToFill" rowHeight="48" reuseIdentifier="Contact" id="C1" customClass="\(cellClass)"\(moduleAttribute)>
                        <rect key="frame" x="0.0" y="0.0" width="320" height="48"/>
                        <tableViewCellContentView key="contentView" opaque="NO" id="CV">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="48"/>
                            <subviews>
                                <label opaque="NO" text="Ada" id="L1">
                                    <rect key="frame" x="16" y="12" width="200" height="21"/>
                                </label>
                                <button opaque="NO" buttonType="system" id="B1">
                                    <rect key="frame" x="260" y="9" width="44" height="30"/>
                                    <state key="normal" title="Call"/>
                                    <connections>
                                        <action selector="call:" destination="C1" eventType="touchUpInside" id="a1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="nameLabel" destination="L1" id="o2"/>
                        </connections>
                    </tableViewCell>\(extra)
                </objects>
            </document>
            """
    }

    @MainActor func testACellNamedWithItsModuleIsCreatedWithNoRegistration() async throws {
        let template = try TemplateFixture.template(Self.xib(cellClass: "FoundByNameCell", module: "QuillTemplatesTests"), name: "FoundByName.xib")
        let registry = TemplateRegistry()
        let owner = FoundByNameOwner()
        let objects = try template.instantiate(owner: owner, options: TemplateOptions(strictness: .strict), registry: registry)
        let cell = try XCTUnwrap(objects.first as? FoundByNameCell, "made \(objects)")
        XCTAssertTrue(owner.cell === cell, "File's Owner's outlet is connected")
        XCTAssertEqual(cell.nameLabel?.text, "Ada", "the cell's own outlet is connected")
        XCTAssertEqual(cell.reuseIdentifier, "Contact", "the template's properties are applied after init?(coder:)")
        XCTAssertEqual(cell.frame.height, 48)
        XCTAssertTrue(cell.setUpByInitializer)
        XCTAssertTrue(cell.awoken, "awakeFromNib follows")
        XCTAssertEqual(cell.coderSeen, TemplateCoder(className: "FoundByNameCell", moduleName: "QuillTemplatesTests"))
        let button = try XCTUnwrap(cell.contentView.subviews.compactMap { $0 as? Button }.first)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(cell.calls, 1, "the action reaches the cell")
        XCTAssertEqual(registry.resolveClass(named: "FoundByNameCell", module: "QuillTemplatesTests"), "QuillTemplatesTests.FoundByNameCell")
    }

    @MainActor func testTheModuleInterfaceBuilderNamedNeedNotBeTheSwiftModule() async throws {
        // An Xcode target called "Contacts" ported into a package whose module is
        // QuillTemplatesTests: File's Owner's module is searched next.
        let template = try TemplateFixture.template(Self.xib(cellClass: "FoundByNameCell", module: "Contacts"), name: "FoundByNameOtherModule.xib")
        let owner = FoundByNameOwner()
        _ = try template.instantiate(owner: owner, options: TemplateOptions(strictness: .strict), registry: TemplateRegistry())
        XCTAssertNotNil(owner.cell, "found in the owner's module")
        // With no module and no owner, a search module finds it.
        let bare = try TemplateFixture.template(Self.xib(cellClass: "FoundByNameCell"), name: "FoundByNameBare.xib")
        let registry = TemplateRegistry()
        XCTAssertThrowsError(try bare.instantiate(options: TemplateOptions(strictness: .strict), registry: registry)) { error in
            XCTAssertTrue("\(error)".contains("unknown class 'FoundByNameCell'"), "\(error)")
        }
        registry.addSearchModule("QuillTemplatesTests")
        let objects = try bare.instantiate(options: TemplateOptions(strictness: .strict), registry: registry)
        XCTAssertTrue(objects.first is FoundByNameCell)
    }

    @MainActor func testRepeatedInstantiationsReplayAPlanThatMakesTheSameClass() async throws {
        let template = try TemplateFixture.template(Self.xib(cellClass: "FoundByNameCell", module: "QuillTemplatesTests"), name: "FoundByNamePlan.xib")
        let registry = TemplateRegistry()
        var cells: [FoundByNameCell] = []
        for _ in 0..<4 {
            let owner = FoundByNameOwner()
            _ = try template.instantiate(owner: owner, registry: registry)
            cells.append(try XCTUnwrap(owner.cell))
        }
        XCTAssertEqual(template.recordedPlanCount, 1, "recorded once, replayed after")
        XCTAssertEqual(Set(cells.map { ObjectIdentifier($0) }).count, 4)
        XCTAssertTrue(cells.allSatisfy { $0.nameLabel?.text == "Ada" && $0.awoken && $0.setUpByInitializer })
    }

    @MainActor func testARegisteredClassWinsOverOneFoundByName() async throws {
        let registry = TemplateRegistry()
        try registry.register(FoundByNameCell.self) { FoundByNameCell(style: .subtitle, reuseIdentifier: nil) }
        let template = try TemplateFixture.template(Self.xib(cellClass: "FoundByNameCell", module: "QuillTemplatesTests"), name: "FoundByNameRegistered.xib")
        let owner = FoundByNameOwner()
        _ = try template.instantiate(owner: owner, options: TemplateOptions(strictness: .strict), registry: registry)
        let cell = try XCTUnwrap(owner.cell)
        XCTAssertNil(cell.coderSeen, "made by the registered factory, not init?(coder:)")
        XCTAssertEqual(cell.style, .subtitle)
    }

    @MainActor func testAViewWithNoInitializerOfItsOwnAndANestedTypeAreFound() async throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FoundByNameOwner"/>
                    <view contentMode="scaleToFill" id="V1" customClass="FoundByNameBadge" customModule="QuillTemplatesTests">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
                        <subviews>
                            <label opaque="NO" text="New" id="L1">
                                <rect key="frame" x="8" y="8" width="100" height="21"/>
                            </label>
                        </subviews>
                        <connections>
                            <outlet property="caption" destination="L1" id="o1"/>
                        </connections>
                    </view>
                    <view contentMode="scaleToFill" id="V2" customClass="QuillTemplatesTests.FoundByNameScreens.Header">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    </view>
                </objects>
            </document>
            """
        let template = try TemplateFixture.template(text, name: "FoundByNameViews.xib")
        let objects = try template.instantiate(options: TemplateOptions(strictness: .strict), registry: TemplateRegistry())
        let badge = try XCTUnwrap(objects.first as? FoundByNameBadge)
        XCTAssertEqual(badge.caption?.text, "New")
        XCTAssertEqual(badge.frame, Rect(x: 0, y: 0, width: 120, height: 40))
        XCTAssertTrue(objects.last is FoundByNameScreens.Header, "a qualified nested name: \(objects)")
    }

    @MainActor func testAPlainObjectAdoptingTemplateCreatableIsFound() async throws {
        let extra = """

                    <customObject id="H1" customClass="FoundByNameHelper" customModule="QuillTemplatesTests">
                        <connections>
                            <outlet property="label" destination="L1" id="o9"/>
                        </connections>
                    </customObject>
            """
        var text = Self.xib(cellClass: "FoundByNameCell", module: "QuillTemplatesTests", extra: extra)
        text = text.replacingOccurrences(of: "<outlet property=\"cell\" destination=\"C1\" id=\"o1\"/>", with: "<outlet property=\"cell\" destination=\"C1\" id=\"o1\"/><outlet property=\"helper\" destination=\"H1\" id=\"o8\"/>")
        let template = try TemplateFixture.template(text, name: "FoundByNameHelper.xib")
        let owner = FoundByNameOwner()
        _ = try template.instantiate(owner: owner, options: TemplateOptions(strictness: .strict), registry: TemplateRegistry())
        let helper = try XCTUnwrap(owner.helper)
        XCTAssertEqual(helper.made, "by FoundByNameHelper")
        XCTAssertEqual(helper.label?.text, "Ada")
    }

    @MainActor func testARefusingInitializerIsAnErrorAtItsLine() async throws {
        let text = Self.xib(cellClass: "FoundByNameCell", module: "QuillTemplatesTests", extra: """

                    <view contentMode="scaleToFill" id="R1" customClass="RefusingView" customModule="QuillTemplatesTests">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
            """)
        let errors = TemplateFixture.errors(text, name: "Refusing.xib", owner: FoundByNameOwner(), options: TemplateOptions(strictness: .strict))
        XCTAssertTrue(errors.contains("Refusing.xib:31:"), errors)
        XCTAssertTrue(errors.contains("class 'QuillTemplatesTests.RefusingView' did not create itself: its init?(coder:) returned nil"), errors)
        // Lenient: the base class stands in, with a warning, and the rest still loads.
        let template = try TemplateFixture.template(text, name: "RefusingLenient.xib")
        let instance = try template.makeInstance(owner: FoundByNameOwner(), options: TemplateOptions(strictness: .lenient), registry: TemplateRegistry())
        XCTAssertEqual(instance.topLevelObjects.count, 2)
        XCTAssertTrue(type(of: instance.topLevelObjects[1]) == View.self)
        XCTAssertTrue(instance.warnings.contains { $0.message.contains("did not create itself") }, "\(instance.warnings)")
    }

    @MainActor func testWhatCannotBeFoundSaysWhereItWasLookedFor() async throws {
        for name in ["NotCreatable", "MissingEverywhere", "QuillWidgets.ScrollIndicatorView", "Foo.Bar(Baz)", "../../etc", "9Lives", String(repeating: "A", count: 1000), "A.B.C.D.E.F.G"] {
            let text = Self.xib(cellClass: name.replacingOccurrences(of: "\"", with: ""), module: "QuillTemplatesTests")
            let errors = TemplateFixture.errors(text, name: "Missing.xib", owner: FoundByNameOwner(), options: TemplateOptions(strictness: .strict))
            XCTAssertTrue(errors.contains("unknown class '\(name.prefix(100))"), "\(name.prefix(40)): \(errors.prefix(300))")
            XCTAssertFalse(errors.contains("IBUI"), errors)
        }
        let errors = TemplateFixture.errors(Self.xib(cellClass: "MissingEverywhere", module: "Contacts"), name: "Missing.xib", owner: FoundByNameOwner(), options: TemplateOptions(strictness: .strict))
        XCTAssertTrue(errors.contains("it was looked for in 'Contacts', 'QuillTemplatesTests'"), errors)
        XCTAssertTrue(errors.contains("declare MissingEverywhere as a View or ViewController subclass"), errors)
        // A name whose module is Quill's own is never looked up: internal classes stay internal.
        XCTAssertNil(RuntimeClassLookup.type(named: "QuillWidgets.ScrollIndicatorView"))
        XCTAssertNotNil(RuntimeClassLookup.type(named: "QuillTemplatesTests.FoundByNameBadge"))
    }

    @MainActor func testLenientLoadingOfAClassFoundByNameWarnsNothing() async throws {
        let template = try TemplateFixture.template(Self.xib(cellClass: "FoundByNameCell", module: "QuillTemplatesTests"), name: "FoundByNameQuiet.xib")
        let instance = try template.makeInstance(owner: FoundByNameOwner(), options: TemplateOptions(strictness: .lenient), registry: TemplateRegistry())
        XCTAssertTrue(instance.warnings.isEmpty, "no unknown class warning, no fallback: \(instance.warnings)")
        XCTAssertTrue(instance.topLevelObjects.first is FoundByNameCell)
    }
}

/// A native template's `class:` naming the app's class directly (no `baseClass:`).
final class NativeClassFoundByNameTests: XCTestCase {
    @MainActor func testANativeTemplatesClassIsFoundByNameWithItsModuleOrASearchModule() async throws {
        let text = """
            quill: 1
            objects:
              - class: FoundByNameBadge
                module: QuillTemplatesTests
                frame: [0, 0, 120, 40]
                subviews:
                  - {class: Label, id: caption, text: New, frame: [8, 8, 100, 21]}
                outlets: {caption: caption}
              - {class: FoundByNameBadge, frame: [0, 0, 10, 10]}
            """
        let template = try TemplateFixture.template(text, name: "NativeFoundByName.quill")
        let registry = TemplateRegistry()
        registry.addSearchModule("QuillTemplatesTests")
        let objects = try template.instantiate(registry: registry)
        XCTAssertEqual(objects.count, 2)
        XCTAssertEqual((objects.first as? FoundByNameBadge)?.caption?.text, "New")
        XCTAssertTrue(objects.last is FoundByNameBadge, "found in the search module without module:")
        let errors = TemplateFixture.errors("quill: 1\nobjects:\n  - {class: FoundByNameBadge}\n", name: "NoModule.quill", registry: TemplateRegistry())
        XCTAssertTrue(errors.contains("unknown class 'FoundByNameBadge'"), "no module, no owner, no search module: \(errors)")
    }
}
