#!/usr/bin/env python3
"""Writes the hostile templates and bundles in Tests/Hostile (issue 12). Each is an input that
crashed, hung or exhausted memory before, or one at or past a limit of docs/Limits.md.
scripts/hostile-check.sh runs every one through quill lint and quill render and compares the
output with its .expected file. Run this again only to add inputs; the files are checked in."""
import os, struct, zlib, shutil, sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Hostile")
templates = os.path.join(root, "Templates")
bundles = os.path.join(root, "Bundles")
# Inputs too large to check in (megabytes) are written on demand into a folder given with
# --large; scripts/hostile-check.sh does that in a temporary folder on every run.
large = sys.argv[sys.argv.index("--large") + 1] if "--large" in sys.argv else None
for d in ([large] if large else [templates, bundles]):
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)

def write(folder, name, data):
    path = os.path.join(folder, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())

HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">\n<objects>\n'
TAIL = '</objects>\n</document>\n'

def xib(body):
    return HEAD + body + TAIL

def root_view(inner, frame='x="0" y="0" width="320" height="100"', extra=""):
    return f'<view contentMode="scaleToFill" id="root"{extra}>\n<rect key="frame" {frame}/>\n<subviews>\n{inner}</subviews>\n</view>\n'

def label(frame='x="10" y="10" width="100" height="20"', size="17", text="Hi", ident="l1"):
    return f'<label text="{text}" id="{ident}">\n<rect key="frame" {frame}/>\n<fontDescription key="fontDescription" type="system" pointSize="{size}"/>\n</label>\n'

t = lambda name, text: None if large else write(templates, name, text)
big = lambda name, text: write(large, name, text) if large else None

# 8. `quill convert` round trips (issue 25): ids the native format reserves or cannot hold, and
# numbers in every notation a .xib uses; hostile-check converts each convert-* file and lints
# what it wrote.
def constraint(first, attr, second, extra, ident):
    second_part = f' secondItem="{second}" secondAttribute="{attr}"' if second else ""
    return f'<constraint firstItem="{first}" firstAttribute="{attr}"{second_part} {extra} id="{ident}"/>\n'
odd_ids = ["a.b c", "owner", "self", "superview", "firstResponder", "x$y#z", "视图", "a-b-c"]
t("convert-odd-ids.xib", xib(root_view(
    "".join(label(ident=i, frame=f'x="{n * 5}" y="{n * 10}" width="30" height="20"') for n, i in enumerate(odd_ids)) + "</subviews>\n<constraints>\n"
    + "".join(constraint(i, "leading", "root", "", f"c{n}.{i}") for n, i in enumerate(odd_ids)) + "</constraints>\n<subviews>\n")))
numbers = [("-1", "300"), ("1e-09", "5e-324"), ("1:2", "-2.5e+01"), ("16:9", "1e-300"), ("-0.25", "123456.789")]
t("convert-odd-numbers.xib", xib(root_view(label() + "<view id=\"v\"><rect key=\"frame\" x=\"0\" y=\"40\" width=\"10\" height=\"10\"/></view>\n</subviews>\n<constraints>\n"
    + "".join(constraint("v", a, "l1", f'multiplier="{m}" constant="{c}" priority="{p}"', f"n{k}{a}")
              for k, (m, c) in enumerate(numbers) for a, p in [("width", "999.5")])
    + constraint("v", "height", None, 'constant="1e-09"', "h") + "</constraints>\n<subviews>\n")))
t("convert-owner-constraint.xib", xib('<placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>\n' + root_view(label()).replace("</subviews>",
    "</subviews>\n<constraints>" + constraint("l1", "bottom", "-1", "", "c1") + "</constraints>")))

# 2. Geometry: NaN, infinity, beyond the limit, at the limit.
for name, frame in [
    ("geometry-nan-x", 'x="nan" y="0" width="10" height="10"'),
    ("geometry-inf-width", 'x="0" y="0" width="inf" height="10"'),
    ("geometry-neg-inf-y", 'x="0" y="-inf" width="10" height="10"'),
    ("geometry-1e20", 'x="1e20" y="0" width="10" height="10"'),
    ("geometry-past-limit", 'x="0" y="0" width="1000001" height="10"'),
    ("geometry-at-limit", 'x="0" y="0" width="1000000" height="10"'),
    ("geometry-1e308", 'x="0" y="0" width="1e308" height="1e308"'),
]:
    t(name + ".xib", xib(root_view(label(frame=frame))))
t("root-frame-1e12.xib", xib(root_view("", frame='x="0" y="0" width="1e12" height="1e12"')))
t("root-16000-square.xib", xib(root_view("", frame='x="0" y="0" width="16000" height="16000"')))
t("alpha-nan.xib", xib(root_view("").replace('id="root"', 'id="root" alpha="nan"')))
t("runtime-attribute-inf.xib", xib(root_view("").replace("<subviews>", '<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="inf"/></userDefinedRuntimeAttribute></userDefinedRuntimeAttributes>\n<subviews>')))
t("constraint-constant-nan.xib", xib(root_view(label()).replace("</subviews>", '</subviews>\n<constraints><constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="nan" id="c1"/></constraints>')))
t("constraint-multiplier-huge.xib", xib(root_view(label()).replace("</subviews>", '</subviews>\n<constraints><constraint firstItem="l1" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1e300" id="c1"/></constraints>')))
t("constraint-priority-2000.xib", xib(root_view(label()).replace("</subviews>", '</subviews>\n<constraints><constraint firstItem="l1" firstAttribute="width" secondItem="root" secondAttribute="width" priority="2000" id="c1"/></constraints>')))

# 3. Fonts.
for name, size in [("font-nan", "nan"), ("font-inf", "inf"), ("font-2e31", "2147483648"), ("font-zero", "0"),
                   ("font-negative", "-12"), ("font-past-limit", "1001"), ("font-at-limit", "1000")]:
    t(name + ".xib", xib(root_view(label(size=size, frame='x="0" y="0" width="300" height="90"'))))
t("font-nan.quill", "quill: 1\nobjects:\n  - class: Label\n    id: l\n    frame: [0, 0, 100, 20]\n    font: .nan\n")
t("font-huge.quill", "quill: 1\nobjects:\n  - class: Label\n    id: l\n    frame: [0, 0, 100, 20]\n    font: 3000000000\n")
t("frame-inf.quill", "quill: 1\nobjects:\n  - class: View\n    id: v\n    frame: [0, 0, .inf, 10]\n")
t("frame-past-limit.quill", "quill: 1\nobjects:\n  - class: View\n    id: v\n    frame: [0, 0, 2e6, 10]\n")

# 4. View slots that would make cycles.
cell = ('<tableViewCell contentMode="scaleToFill" id="C1">\n<rect key="frame" x="0" y="0" width="320" height="44"/>\n'
        '<tableViewCellContentView key="contentView" id="CV">\n<rect key="frame" x="0" y="0" width="320" height="44"/>\n</tableViewCellContentView>\n'
        '<connections>\n<outlet property="{p}" destination="{d}" id="o1"/>\n</connections>\n</tableViewCell>\n')
t("accessory-view-self.xib", xib(cell.format(p="accessoryView", d="C1")))
t("background-view-self.xib", xib(cell.format(p="backgroundView", d="C1")))
t("accessory-view-ancestor.xib", xib(root_view(cell.format(p="accessoryView", d="root"))))

# 5. Depth and size.
def nested_views(depth):
    open_ = "".join(f'<view contentMode="scaleToFill" id="v{i}"><rect key="frame" x="0" y="0" width="10" height="10"/><subviews>' for i in range(depth))
    close = "</subviews></view>" * depth
    return open_ + close
t("views-nested-100.xib", xib(nested_views(100)))
t("views-nested-101.xib", xib(nested_views(101)))
t("views-nested-900.xib", xib(nested_views(900)))
t("elements-nested-40000.xib", HEAD + "<a>" * 40000 + "</a>" * 40000 + TAIL)
t("yaml-nested-40000.quill", "quill: 1\nobjects: " + "[" * 40000 + "]" * 40000 + "\n")
big("objects-50001.xib", xib(root_view("".join(f'<view contentMode="scaleToFill" id="v{i}"><rect key="frame" x="0" y="0" width="1" height="1"/></view>' for i in range(50001)))))
big("file-over-16MiB.xib", HEAD + "<!--" + "x" * (16 << 20) + "-->" + TAIL)
t("class-name-400KB.xib", xib(root_view("").replace('id="root"', 'id="root" customClass="' + "A" * 400000 + '"')))
t("id-2KB.xib", xib(root_view("").replace('id="root"', 'id="' + "r" * 2048 + '"')))

# 6. YAML aliases.
bomb = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
for i in range(1, 9):
    bomb += f"a{i}: &a{i} [" + ", ".join([f"*a{i-1}"] * 9) + "]\n"
t("yaml-alias-bomb.quill", bomb + "quill: 1\nobjects: []\n")
small = "a: &a [x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e]\ng: &g [*f, *f, *f, *f, *f, *f]\nh: [*g, *g, *g, *g, *g, *g]\nquill: 1\nobjects: []\n"
t("yaml-alias-bomb-small.quill", small)
t("yaml-alias-undefined.quill", "quill: 1\nobjects: *nothing\n")

# 10, 13. XML and YAML syntax.
t("processing-instruction-empty.xib", "<?foo?>")
t("processing-instruction-before-document.xib", "<?foo?>" + xib(root_view("")))
t("doctype-entities.xib", '<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<document>&b;</document>\n')
t("doctype-external.xib", '<?xml version="1.0"?>\n<!DOCTYPE d SYSTEM "file:///etc/passwd">\n<document/>\n')
t("entity-undefined.xib", "<document>\n  <objects>&nope;</objects>\n</document>\n")
t("xml-truncated.xib", xib(root_view(label()))[:-40])
t("xml-attribute-twice.xib", xib(root_view("").replace('id="root"', 'id="root" id="again"')))
t("xml-mismatched-tags.xib", HEAD + "<view id=\"a\">\n</label>\n" + TAIL)
t("xml-invalid-utf8.xib", HEAD.encode() + b"<view id=\"\xff\xfe\"/>" + TAIL.encode())
t("xml-nul-byte.xib", HEAD.encode() + b"<view id=\"a\x00b\"/>" + TAIL.encode())
t("xml-empty.xib", "")
t("xml-not-a-document.xib", "<html><body/></html>\n")
# Found by the xib fuzzer: a declared encoding other than UTF-8 made libxml2 transcode the UTF-8
# text (ISO-8859-1: "é" read as "Ã©") or fail with its own messages on stderr (UCS-4, UTF-7).
for encoding in ["ISO-8859-1", "UCS-4", "UTF-7", "UTF-32"]:
    t(f"xml-declared-{encoding.lower()}.xib", xib(root_view(label(text="é ü 😎", frame='x="10" y="10" width="200" height="20"'))).replace('encoding="UTF-8"', f'encoding="{encoding}"'))
t("yaml-tab-indent.quill", "quill: 1\nobjects:\n\t- class: View\n")
t("yaml-nul-byte.quill", b"quill: 1\nobjects: [a\x00b]\n")
t("yaml-control-char.quill", b"quill: 1\nobjects: [a\x07b]\n")
t("yaml-invalid-utf8.quill", b"quill: 1\nobjects: [\xc3\x28]\n")
t("yaml-named-template.yaml", "quill: 1\nobjects:\n  - class: Label\n    id: l\n    frame: [0, 0, 80, 20]\n    text: read as a native template\n")
t("yaml-unclosed-flow.quill", "quill: 1\nobjects: [\n")
t("unknown-class-typo.quill", "quill: 1\nobjects:\n  - class: Lable\n    id: l\n")
t("outlet-to-missing-id.xib", xib(root_view("").replace("<subviews>", '<connections><outlet property="x" destination="nowhere" id="o"/></connections>\n<subviews>')))

# 14. Attributed text and layout direction (issue 13).
def attributed_label(fragments):
    return ('<label opaque="NO" numberOfLines="0" id="l1"><rect key="frame" x="0" y="0" width="300" height="90"/>'
            '<attributedString key="attributedText">' + fragments + '</attributedString></label>')
def fragment(text, attributes):
    return f'<fragment content="{text}"><attributes>{attributes}</attributes></fragment>'
t("attributed-kern-1e300.xib", xib(root_view(attributed_label(fragment("wide", '<real key="NSKern" value="1e300"/>')))))
t("attributed-font-nan.xib", xib(root_view(attributed_label(fragment("nan", '<font key="NSFont" size="nan" name="Helvetica"/>')))))
t("attributed-baseline-inf.xib", xib(root_view(attributed_label(fragment("up", '<real key="NSBaselineOffset" value="inf"/>')))))
t("attributed-empty.xib", xib(root_view(attributed_label(""))))
t("attributed-unknown-attributes.xib", xib(root_view(attributed_label(fragment("x", '<shadow key="NSShadow"/><integer key="NSUnderline" value="-7"/><color key="NSColor" name="NoSuchColour"/>')))))
big("attributed-fragments-20000.xib", xib(root_view(attributed_label("".join(
    fragment(f"w{i} ", f'<color key="NSColor" red="{(i % 7) / 7}" green="0.2" blue="0.3" alpha="1" colorSpace="calibratedRGB"/><font key="NSFont" size="{10 + i % 9}" name="Helvetica"/><integer key="NSUnderline" value="{i % 3}"/>')
    for i in range(20000))))))
t("attributed-runs-bad.quill", "quill: 1\nobjects:\n  - class: Label\n    id: l\n    frame: [0, 0, 200, 40]\n    attributedText: [{text: a, baselineOffset: 1e9}, {text: b, underline: wavy}, {color: red}, [nested]]\n")
big("attributed-runs-50000.quill", "quill: 1\nobjects:\n  - class: Label\n    id: l\n    frame: [0, 0, 300, 400]\n    numberOfLines: 0\n    attributedText:\n" + "".join(
    f"      - {{text: 'r{i} ', font: {10 + i % 13}, color: '#{(i * 2654435761) % 0xFFFFFF:06X}', underline: {['single', 'thick', 'double', 'none'][i % 4]}, kern: {i % 5}}}\n" for i in range(50000)))
t("semantic-unknown.xib", xib(root_view(label()).replace('id="root"', 'id="root" semanticContentAttribute="sideways"')))
t("semantic-unknown.quill", "quill: 1\nobjects:\n  - class: View\n    id: v\n    semanticContentAttribute: upsideDown\n")
# 9. Long-form constraints with values of the wrong type: errors at their lines, not reread.
t("constraint-wrong-types.quill", "quill: 1\nobjects:\n  - class: View\n    id: a\n    constraints:\n"
  "      - {first: a, attribute: [height], constant: 4}\n      - {first: a, attribute: width, second: [b]}\n"
  "      - {first: a, attribute: width, constant: 3, placeholder: maybe}\n")
def nested_directions(depth):
    open_ = "".join(f'<view contentMode="scaleToFill" semanticContentAttribute="{"forceRightToLeft" if i % 2 else "forceLeftToRight"}" id="d{i}"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>' for i in range(depth))
    return open_ + "</subviews></view>" * depth
t("directions-nested-100.xib", xib(nested_directions(100)))

# Issue 25: layout and diagnostics that grew without bound. 2,000 labels each with two
# conflicting required widths (warnings capped: 20 of a kind and a count), and a stack view of
# 500 labels (laid out in a second, not 94).
def conflicting_labels(count):
    views = "".join(
        f'<label text="L{i}" id="l{i}">\n<rect key="frame" x="0" y="{i}" width="10" height="1"/>\n'
        f'<constraints>\n<constraint firstAttribute="width" constant="10" id="a{i}"/>\n<constraint firstAttribute="width" constant="20" id="b{i}"/>\n</constraints>\n</label>\n'
        for i in range(count))
    return xib(root_view(views, frame='x="0" y="0" width="320" height="2000"'))
big("conflicts-2000-labels.xib", conflicting_labels(2000))
def stack_of_labels(count):
    labels = "".join(f'<label text="Row {i}" id="l{i}">\n<rect key="frame" x="0" y="{i * 20}" width="320" height="20"/>\n</label>\n' for i in range(count))
    stack = (f'<stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="s">\n<rect key="frame" x="0" y="0" width="320" height="{count * 20}"/>\n'
             f'<subviews>\n{labels}</subviews>\n</stackView>\n')
    return xib(root_view(stack, frame=f'x="0" y="0" width="320" height="{count * 20}"').replace(
        "</subviews>\n</view>", '</subviews>\n<constraints>\n<constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>\n'
        '<constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="le"/>\n'
        '<constraint firstItem="s" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="tr"/>\n</constraints>\n</view>'))
big("stack-500-labels.xib", stack_of_labels(500))
# 50,001 constraints on one view: constraints count toward the object limit.
big("constraints-50001.xib", xib(root_view("").replace("<subviews>\n</subviews>", "<constraints>\n" + "".join(
    f'<constraint firstAttribute="width" relation="greaterThanOrEqual" constant="{i % 100}" id="c{i}"/>\n' for i in range(50001)) + "</constraints>")))
# 3. A letter followed by a megabyte of combining marks (inside the text limit): shaped up to
# 30 marks a character, in linear time (the whole took more than ten minutes).
big("marks-1mib-label.xib", xib(root_view(
    '<label text="e' + "\u0301" * 520_000 + ' end" numberOfLines="0" id="l1">\n<rect key="frame" x="0" y="0" width="320" height="100"/>\n</label>\n')))
# 11. A 500 KB image name and a 300 KB symbol: each message quotes them cut to 100 characters
# and the count left out (they were echoed whole).
big("name-500kb-value.quill", "quill: 1\nobjects:\n  - class: ImageView\n    id: i\n    image: " + "x" * 500_000
    + "\n  - class: Label\n    id: l\n    textAlignment: " + "y" * 300_000 + "\n")

if large:
    sys.exit(0)

# 7. Images: a legal PNG past the pixel limit, one at it.
def png(width, height, grey=0):
    raw = b"".join(b"\x00" + bytes([grey]) * width for _ in range(height))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
images = xib(root_view('<imageView contentMode="scaleToFill" image="Huge" id="i1"><rect key="frame" x="0" y="0" width="50" height="50"/></imageView>\n'))
write(templates, "image-past-limit/Screen.xib", images)
write(templates, "image-past-limit/Huge.png", png(16384, 16384))
write(templates, "image-at-limit/Screen.xib", images)
write(templates, "image-at-limit/Huge.png", png(8192, 4096))
write(templates, "image-truncated/Screen.xib", images)
write(templates, "image-truncated/Huge.png", png(64, 64)[:60])
write(templates, "image-not-png/Screen.xib", images)
write(templates, "image-not-png/Huge.png", b"GIF89a not a png at all")

# 8, 9. Bundles.
label_template = "quill: 1\nobjects:\n  - class: ImageView\n    id: i\n    frame: [0, 0, 20, 20]\n    image: star\n"
def bundle(name, files, manifest=None):
    folder = os.path.join(bundles, name)
    write(folder, "bundle.yaml", manifest or f"name: {name}\nversion: 1.0.0\nquill: 0.7\n")
    for path, data in files.items():
        write(folder, path, data)
    return folder
write(bundles, "Outside/secret.yaml", "password: hunter2\nbroken: [\n")
write(bundles, "Outside/secret.png", png(4, 4))
# 6. A link swapped during lookups (hostile-check.sh flips Race/Folder/star.png between
# inside.png and ../Outside/secret.png while it renders Card.quill; issue 25).
if not large:
    race = os.path.join(root, "Race")
    shutil.rmtree(race, ignore_errors=True)
    write(race, "Folder/inside.png", png(2, 2, 255))
    write(race, "Folder/Card.quill", label_template.replace("frame: [0, 0, 20, 20]", "frame: [0, 0, 20, 20]\n    backgroundColor: \"#FF0000\""))
    write(race, "Outside/secret.png", png(4, 4))
write(bundles, "Outside/Secret.quill", "quill: 1\nobjects:\n  - class: Label\n    id: l\n    text: read from outside the bundle\n")
f = bundle("EscapeImages", {"Card.quill": label_template})
os.makedirs(os.path.join(f, "Images"))
os.symlink("../../Outside/secret.png", os.path.join(f, "Images", "star.png"))
f = bundle("EscapeTemplates", {})
os.makedirs(os.path.join(f, "Templates"))
os.symlink("../../Outside/Secret.quill", os.path.join(f, "Templates", "Card.quill"))
f = bundle("EscapeStrings", {"Card.quill": "quill: 1\nobjects:\n  - class: View\n    id: v\n"})
os.makedirs(os.path.join(f, "Strings", "en"))
os.symlink("../../../Outside/secret.yaml", os.path.join(f, "Strings", "en", "Localizable.yaml"))
f = bundle("EscapeStringsFolder", {"Card.quill": "quill: 1\nobjects:\n  - class: View\n    id: v\n"})
os.makedirs(os.path.join(f, "Strings"))
os.symlink("../../Outside", os.path.join(f, "Strings", "en"))
lib_manifest = lambda name: f"name: {name}\nversion: 1.0.0\nquill: 0.7\nlibrary: libEvil.so\n"
here = os.path.dirname(os.path.abspath(__file__))
evil = open(os.path.join(here, "hostile", "libEvil.so"), "rb").read()
bundle("LibraryDataSymbol", {"libEvil.so": evil}, lib_manifest("LibraryDataSymbol"))
bundle("LibraryTruncated", {"libEvil.so": evil[:3000]}, lib_manifest("LibraryTruncated"))
bundle("LibraryNotELF", {"libEvil.so": b"#!/bin/sh\necho hello\n"}, lib_manifest("LibraryNotELF"))
bundle("LibraryEmpty", {"libEvil.so": b""}, lib_manifest("LibraryEmpty"))
bundle("ManifestAliasBomb", {}, "name: Bomb\n" + bomb.replace("a0:", "x0:").replace("&a", "&b").replace("*a", "*b") + "quill: 0.7\n")
bundle("ManifestTab", {}, "name: Tab\n\tquill: 0.7\n")
bundle("ManifestTooNew", {}, "name: TooNew\nversion: 1.0.0\nquill: 99.0\n")
bundle("TemplateMissing", {}, "name: TemplateMissing\nversion: 1.0.0\nquill: 0.7\ntemplates: [Nowhere]\n")
print("wrote", sum(len(fs) for _, _, fs in os.walk(templates)), "template files and",
      len(os.listdir(bundles)) - 1, "bundles to", os.path.normpath(root))
