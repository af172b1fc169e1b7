import XCTest
import QuillTesting
@testable import QuillTemplateFormats
@testable import QuillTemplates
@testable import QuillWidgetBundles
import QuillFoundation
import QuillWidgets

/// `NativeTemplateWriter`: what it writes reads back as the same document.
final class NativeTemplateWriterTests: XCTestCase {
    static let here = SourceLocation(file: "Source.xib")

    /// A document with every kind of value, awkward text, parts, all connection kinds,
    /// constraints, a custom class and things the native format cannot hold.
    static func awkwardDocument() -> TemplateDocument {
        func property(_ name: String, _ value: TemplateValue) -> TemplateProperty { TemplateProperty(name: name, value: value, location: here) }
        let label = TemplateObject(id: "label-1", className: "Label", properties: [
            property("text", .text("Say \"hi\"\n# not a comment: [x], {y}\t\\ ü 😎")),
            property("font", .font(Font(family: "Liberation Sans", size: 15.5, weight: .bold, isItalic: true))),
            property("textColor", .color(Color(red: 0.1234, green: 0.5, blue: 1, alpha: 0.75))),
            property("backgroundColor", .color(Color(red8: 255, green8: 128, blue8: 0))),
            property("frame", .rect(Rect(x: 1.5, y: 2, width: 300.25, height: 21))),
            property("tag", .number(7)),
            property("accessibilityIdentifier", .text("null")),
            property("restorationIdentifier", .text("17")),
            property("hidden", .bool(false)),
            property("hidden", .bool(true)),
        ], location: here)
        let image = TemplateObject(id: "image", className: "ImageView", properties: [
            property("image", .image("photo.png")),
            property("center", .point(Point(x: 10, y: 20))),
            property("bounds", .size(Size(width: 4, height: 5))),
            property("layoutMargins", .insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))),
            property("tintColor", .null),
            property("userDefinedRuntimeAttributes", .map([TemplateEntry(key: "key path", value: .list([.text("5"), .number(5), .text("yes")]))])),
        ], location: here)
        let button = TemplateObject(id: "button", className: "Button", properties: [property("title", .text("OK"))], location: here)
        let content = TemplateObject(id: "cell.contentView", className: "View", subviews: [label, image, button], location: here)
        let background = TemplateObject(id: "bg", className: "View", location: here)
        let cell = TemplateObject(
            id: "cell", className: "TableViewCell", customClass: "FancyCell", customModule: "App",
            properties: [property("reuseIdentifier", .text("Fancy Cell"))],
            parts: [TemplatePart(key: "contentView", object: content), TemplatePart(key: "backgroundView", object: background)],
            constraints: [
                TemplateConstraint(id: "c1", firstItem: "label-1", firstAttribute: .top, constant: 8, location: here),
                TemplateConstraint(id: "c2", firstItem: nil, firstAttribute: .width, relation: .greaterThanOrEqual, secondItem: "image",
                                   secondAttribute: .width, multiplier: 0.5, constant: -2.25, priority: 750, location: here),
                TemplateConstraint(id: "c3", firstItem: "image", firstAttribute: .width, secondItem: "image", secondAttribute: .height,
                                   multiplier: 16.0 / 9.0, isPlaceholder: true, location: here),
                TemplateConstraint(id: "c4", firstItem: "cell.contentView", firstAttribute: .lastBaseline, relation: .lessThanOrEqual,
                                   secondItem: "v-1.margins", secondAttribute: .bottomMargin, identifier: "named one", location: here),
            ],
            location: here)
        func connection(_ kind: TemplateConnection.Kind, _ name: String, _ source: TemplateReference, _ destination: TemplateReference) -> TemplateConnection {
            TemplateConnection(kind: kind, name: name, source: source, destination: destination, location: here)
        }
        return TemplateDocument(
            path: "Source.xib", format: .xib, objects: [cell],
            connections: [
                connection(.outlet, "cell", .owner, .object("cell")),
                connection(.outletCollection, "labels", .owner, .object("label-1")),
                connection(.outlet, "titleLabel", .object("cell"), .object("label-1")),
                connection(.outlet, "content", .object("cell"), .object("cell.contentView")),
                connection(.outletCollection, "labels", .owner, .object("image")),
                connection(.action(.touchUpInside), "save", .object("button"), .owner),
                connection(.action([.touchDown, .touchUpInside]), "press", .object("button"), .object("cell")),
                connection(.action(.touchUpInside), "log", .object("button"), .firstResponder),
                connection(.action(.touchUpInside), "lost", .object("button"), .object("barItem")),
                connection(.outlet, "gone", .object("barItem"), .owner),
            ],
            ownerClass: "Controller",
            diagnostics: [TemplateDiagnostic(.warning, "element 'navigationItem' skipped", at: here)])
            .designed(for: "retina6_1", toolsVersion: 21701)
    }

    func testMalformedDesignIsAnErrorAtItsLine() throws {
        for (bad, expected) in [
            ("designedFor: retina4_7", "'designedFor' must map 'device' and 'toolsVersion'"),
            ("designedFor: {device: [a]}", "'device' must be an Interface Builder device id"),
            ("designedFor: {toolsVersion: -3}", "'toolsVersion' must be a whole number above 0"),
            ("designedFor: {phone: x}", "unknown key 'phone' in 'designedFor'"),
        ] {
            XCTAssertThrowsError(try read("quill: 1\n\(bad)\nobjects: []\n"), bad) { error in
                XCTAssertTrue("\(error)".contains("Converted.quill:2:"), "\(error)")
                XCTAssertTrue("\(error)".contains(expected), "\(error)")
            }
        }
    }

    func read(_ text: String) throws -> TemplateDocument {
        try NativeTemplateReader.read(Data(text.utf8), path: "Converted.quill")
    }

    func testWhatItWritesReadsBackAsTheSameDocument() throws {
        let original = Self.awkwardDocument()
        let written = NativeTemplateWriter.write(original, comment: "Converted from Source.xib")
        let back = try read(written.text)
        func body(_ text: String) -> [Substring] { text.split(separator: "\n").filter { !$0.hasPrefix("#") } }
        XCTAssertEqual(body(NativeTemplateWriter.write(back).text), body(written.text), "writing what was read gives the same text")

        let cell = try XCTUnwrap(back.objects.first)
        XCTAssertEqual(cell.className, "TableViewCell")
        XCTAssertEqual(cell.customClass, "FancyCell")
        XCTAssertEqual(cell.customModule, "App")
        XCTAssertEqual(cell.parts.map(\.key), ["contentView", "backgroundView"])
        XCTAssertEqual(cell.parts.map(\.object.id), ["cell.contentView", "bg"], "a part's PARENT.KEY id is implied, others are kept")
        XCTAssertEqual(back.allObjects.map(\.id), original.allObjects.map(\.id))
        XCTAssertEqual(back.ownerClass, "Controller")
        XCTAssertEqual(back.designDevice, "retina6_1", "Interface Builder's device is kept")
        XCTAssertEqual(back.designToolsVersion, 21701)

        let label = try XCTUnwrap(back.allObjects.first { $0.id == "label-1" })
        XCTAssertEqual(try label.property("text")?.asString(), "Say \"hi\"\n# not a comment: [x], {y}\t\\ ü 😎")
        XCTAssertEqual(try label.property("accessibilityIdentifier")?.asString(), "null", "the word null stays text")
        XCTAssertEqual(try label.property("restorationIdentifier")?.asString(), "17")
        XCTAssertEqual(try label.property("font")?.asFont(), Font(family: "Liberation Sans", size: 15.5, weight: .bold, isItalic: true))
        XCTAssertEqual(try label.property("textColor")?.asColor(), Color(red: 0.1234, green: 0.5, blue: 1, alpha: 0.75), "colours are exact")
        XCTAssertEqual(try label.property("backgroundColor")?.asColor(), Color(red8: 255, green8: 128, blue8: 0))
        XCTAssertEqual(try label.property("frame")?.asRect(), Rect(x: 1.5, y: 2, width: 300.25, height: 21))
        XCTAssertEqual(label.properties.filter { $0.name == "hidden" }.count, 1, "a property set twice is written once")
        XCTAssertEqual(try label.property("hidden")?.asBool(), true, "with its last value")

        let image = try XCTUnwrap(back.allObjects.first { $0.id == "image" })
        XCTAssertEqual(try image.property("image")?.asImageName(), "photo.png")
        XCTAssertEqual(try image.property("center")?.asPoint(), Point(x: 10, y: 20))
        XCTAssertEqual(try image.property("layoutMargins")?.asInsets(), EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(image.property("tintColor"), .null)
        guard case .map(let entries)? = image.property("userDefinedRuntimeAttributes"), case .list(let items) = entries.first?.value else {
            return XCTFail("the map with a list came back as \(String(describing: image.property("userDefinedRuntimeAttributes")))")
        }
        XCTAssertEqual(entries.first?.key, "key path")
        XCTAssertEqual(items, [.text("5"), .number(5), .text("yes")], "numeric text in a list stays text")

        XCTAssertEqual(cell.constraints.map(\.id), ["c1", "c2", "c3", "c4"])
        let c2 = cell.constraints[1]
        XCTAssertEqual(c2.relation, .greaterThanOrEqual)
        XCTAssertEqual(c2.secondItem, "image")
        XCTAssertEqual(c2.secondAttribute, .width)
        XCTAssertNil(c2.firstItem)
        XCTAssertEqual([c2.multiplier, c2.constant, c2.priority], [0.5, -2.25, 750])
        let originals = original.objects[0].constraints
        for (read, written) in zip(cell.constraints, originals) {
            XCTAssertEqual(read.rule, written.rule, "constraint \(written.id) reads back the same")
            XCTAssertEqual(read.isPlaceholder, written.isPlaceholder)
            XCTAssertEqual(read.identifier, written.identifier)
        }
        XCTAssertEqual(cell.constraints[2].multiplier, 16.0 / 9.0, accuracy: 1e-12)

        let expected = original.connections.prefix(8).map { "\($0.kind) \($0.name) \($0.source) \($0.destination)" }
        XCTAssertEqual(Set(back.connections.map { "\($0.kind) \($0.name) \($0.source) \($0.destination)" }), Set(expected))
        XCTAssertEqual(back.connections.filter { $0.name == "labels" }.map(\.destination), [.object("label-1"), .object("image")], "collections keep their order")
        XCTAssertEqual(written.omissions.count, 2, "\(written.omissions)")
        XCTAssertTrue(written.omissions.allSatisfy { $0.contains("barItem") })
        XCTAssertTrue(written.text.contains("# warning in the source: element 'navigationItem' skipped"))
        XCTAssertTrue(written.text.hasPrefix("# Converted from Source.xib\n# warning in the source: element 'navigationItem' skipped\nquill: 1\n"), written.text)
    }

    /// A .xib gives a button one `title` property per `<state>`; all of them are written, as
    /// one map (found by the .xib fixtures: only the last state survived).
    func testPerStateMapsSetSeveralTimesAddUp() throws {
        func entry(_ key: String, _ text: String) -> TemplateEntry { TemplateEntry(key: key, value: .text(text), location: Self.here) }
        let button = TemplateObject(id: "b", className: "Button", properties: [
            TemplateProperty(name: "title", value: .map([entry("normal", "Call")]), location: Self.here),
            TemplateProperty(name: "title", value: .map([entry("highlighted", "Calling")]), location: Self.here),
            TemplateProperty(name: "title", value: .map([entry("disabled", "Off"), entry("normal", "Call now")]), location: Self.here),
        ], location: Self.here)
        let written = NativeTemplateWriter.write(TemplateDocument(path: "S.xib", format: .xib, objects: [button]))
        let back = try XCTUnwrap(try read(written.text).objects.first)
        XCTAssertEqual(back.properties.filter { $0.name == "title" }.count, 1, written.text)
        guard case .map(let entries)? = back.property("title") else { return XCTFail("title is not a map: \(written.text)") }
        XCTAssertEqual(entries.map(\.key), ["highlighted", "disabled", "normal"])
        XCTAssertEqual(entries.map(\.value), [.text("Calling"), .text("Off"), .text("Call now")], "a later state value wins")
    }

    func testBaseClassAndConstraintsAreCheckedWhenRead() throws {
        XCTAssertThrowsError(try read("quill: 1\nobjects:\n  - {class: View, constraints: [{first: a}]}\n")) { error in
            XCTAssertTrue("\(error)".contains("Converted.quill:3:33: error: the constraint has no 'attribute:'"), "\(error)")
        }
        XCTAssertThrowsError(try read("quill: 1\nobjects:\n  - {class: View, constraints: [{attribute: top, konstant: 3}]}\n")) { error in
            XCTAssertTrue("\(error)".contains("unknown constraint key 'konstant'"), "\(error)")
        }
        XCTAssertThrowsError(try read("quill: 1\nobjects:\n  - {class: View, baseClass: [View]}\n")) { error in
            XCTAssertTrue("\(error)".contains("'baseClass' must be a class name"), "\(error)")
        }
    }

    func testALongFormConstraintWithAValueOfTheWrongTypeIsAnErrorAtItsLine() throws {
        // Each was read as if absent: the constraint vanished, or became `a.width == 0`.
        let cases: [(String, String)] = [
            ("{first: a, attribute: [height], constant: 4}", "'attribute' must be an attribute such as 'top' or 'width', not a list or a mapping"),
            ("{first: a, attribute: width, second: [b]}", "'second' must be the id of a view or a layout guide, not a list or a mapping"),
            ("{first: {x: a}, attribute: width, constant: 3}", "'first' must be the id of a view or a layout guide"),
            ("{first: a, attribute: width, relation: [equal], constant: 3}", "'relation' must be equal, lessThanOrEqual or greaterThanOrEqual"),
            ("{first: a, attribute: width, constant: 3, placeholder: maybe}", "'placeholder' must be true or false, not 'maybe'"),
            ("{first: a, attribute: width, secondAttribute: height, constant: 3}", "'secondAttribute' is given but 'second' is not"),
            ("{first: a, attribute: width, multiplier: twice, second: b}", "'multiplier' must be a number"),
        ]
        for (constraint, message) in cases {
            let text = "quill: 1\nobjects:\n  - {class: View, id: a, constraints: [\(constraint)]}\n"
            XCTAssertThrowsError(try read(text), constraint) { error in
                XCTAssertTrue("\(error)".contains("Converted.quill:3:"), "at its line: \(error)")
                XCTAssertTrue("\(error)".contains(message), "\(constraint): \(error)")
            }
        }
        // The right types still read.
        let document = try read("quill: 1\nobjects:\n  - {class: View, id: a, constraints: [{first: a, attribute: width, second: a, secondAttribute: height, placeholder: yes}]}\n")
        let constraint = try XCTUnwrap(document.objects.first?.constraints.first)
        XCTAssertEqual(constraint.secondItem, "a")
        XCTAssertEqual(constraint.secondAttribute, .height)
        XCTAssertTrue(constraint.isPlaceholder)
    }

    @MainActor func testACustomClassFallsBackToItsBaseClassOnlyWhenLenient() async throws {
        let text = "quill: 1\nobjects:\n  - {class: FancyLabel, baseClass: Label, module: App, text: Hi}\n"
        let template = try Template(data: Data(text.utf8), path: "Fancy.quill")
        XCTAssertThrowsError(try template.instantiate()) { error in
            XCTAssertTrue("\(error)".contains("Fancy.quill:3:5: error: unknown class 'FancyLabel'"), "\(error)")
        }
        let label = try XCTUnwrap(try template.instantiate(options: TemplateOptions(strictness: .lenient)).first as? Label)
        XCTAssertEqual(label.text, "Hi")
    }
}

extension TemplateDocument {
    /// The document, designed on `device` with Interface Builder `toolsVersion`.
    fileprivate func designed(for device: String, toolsVersion: Int) -> TemplateDocument {
        var copy = self
        copy.designDevice = device
        copy.designToolsVersion = toolsVersion
        return copy
    }
}
