#!/usr/bin/env python3
"""Writes Tests/Fixtures/Fonts/QuillColorTest.ttf: a tiny COLR/CPAL (version 0) font made for
Quill's tests, with three colour glyphs (a red square with a blue disc for "A", a green
triangle for "B", a two-layer heart for U+2665) and a plain black "C". It exists because
Debian ships no COLR font. Needs fontTools (pip install fonttools); the file is checked in."""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.colorLib.builder import buildCOLR, buildCPAL

UPEM = 1000
def square(pen, x0, y0, x1, y1):
    pen.moveTo((x0, y0)); pen.lineTo((x0, y1)); pen.lineTo((x1, y1)); pen.lineTo((x1, y0)); pen.closePath()
def polygon(pen, points):
    pen.moveTo(points[0])
    for p in points[1:]: pen.lineTo(p)
    pen.closePath()
def disc(pen, cx, cy, r, n=24):
    import math
    polygon(pen, [(round(cx + r * math.cos(2 * math.pi * i / n)), round(cy + r * math.sin(2 * math.pi * i / n))) for i in range(n)][::-1])

def glyph(draw):
    pen = TTGlyphPen(None)
    draw(pen)
    return pen.glyph()

glyphs = {
    ".notdef": glyph(lambda p: square(p, 100, 0, 500, 700)),
    "space": glyph(lambda p: None),
    "A": glyph(lambda p: square(p, 50, 0, 650, 600)),
    "A.square": glyph(lambda p: square(p, 50, 0, 650, 600)),
    "A.disc": glyph(lambda p: disc(p, 350, 300, 220)),
    "B": glyph(lambda p: polygon(p, [(50, 0), (350, 650), (650, 0)])),
    "C": glyph(lambda p: square(p, 100, 0, 600, 600)),
    "heart": glyph(lambda p: polygon(p, [(350, 0), (20, 380), (180, 620), (350, 480), (520, 620), (680, 380)])),
    "heart.shine": glyph(lambda p: disc(p, 200, 430, 70)),
}
order = list(glyphs)
fb = FontBuilder(UPEM, isTTF=True)
fb.setupGlyphOrder(order)
fb.setupCharacterMap({ord("A"): "A", ord("B"): "B", ord("C"): "C", ord(" "): "space", 0x2665: "heart"})
fb.setupGlyf(glyphs)
fb.setupHorizontalMetrics({name: (700, 0) for name in order})
fb.setupHorizontalHeader(ascent=800, descent=-200)
fb.setupNameTable({"familyName": "Quill Color Test", "styleName": "Regular"})
fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
fb.setupPost()
# Palette: red, blue, green, pink, white (RGBA 0..1).
fb.font["CPAL"] = buildCPAL([[(1, 0, 0, 1), (0, 0, 1, 1), (0, 0.6, 0, 1), (1, 0.2, 0.5, 1), (1, 1, 1, 1)]])
fb.font["COLR"] = buildCOLR({
    "A": [("A.square", 0), ("A.disc", 1)],
    "B": [("B", 2)],
    "heart": [("heart", 3), ("heart.shine", 4)],
}, version=0)
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures", "Fonts", "QuillColorTest.ttf")
fb.save(out)
print("wrote", os.path.normpath(out), os.path.getsize(out), "bytes")
