#!/usr/bin/env python3
"""Draws the scenes of Tests/CoreGraphicsTests/CairoComparisonTests.swift with
cairo (pycairo), the outside judge of our CoreGraphics face, and writes them
to Tests/CoreGraphicsTests/References/<scene>.png. Each scene makes the same
calls as the Swift test, translated to cairo's: Core Graphics' arcs with
`clockwise: false` are cairo's `arc` (increasing angles in a y-down space),
`clockwise: true` its `arc_negative`; quadratic curves become cubic ones.

Set-up (once): Debian's libcairo2-dev, then
    python3 -m venv .peers-venv && .peers-venv/bin/pip install pycairo
Run: .peers-venv/bin/python scripts/cairo-cg-references.py
"""
import math
import os

import cairo

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                   "Tests", "CoreGraphicsTests", "References")
W, H, SCALE = 120, 120, 2


def surface():
    s = cairo.ImageSurface(cairo.FORMAT_ARGB32, W * SCALE, H * SCALE)
    c = cairo.Context(s)
    c.scale(SCALE, SCALE)
    c.set_source_rgb(1, 1, 1)
    c.paint()
    return s, c


def quad(c, cx, cy, x, y):
    x0, y0 = c.get_current_point()
    c.curve_to(x0 + 2 / 3 * (cx - x0), y0 + 2 / 3 * (cy - y0), x + 2 / 3 * (cx - x), y + 2 / 3 * (cy - y), x, y)


def arcs(c):
    c.set_line_width(6)
    c.set_source_rgb(0.9, 0.2, 0.1)
    c.arc(40, 40, 25, 0, 3 * math.pi / 2)          # clockwise: false
    c.stroke()
    c.set_source_rgb(0.1, 0.3, 0.9)
    c.arc_negative(80, 80, 25, 0, math.pi / 2)     # clockwise: true
    c.stroke()


def curves(c):
    c.move_to(10, 100)
    c.curve_to(30, 10, 90, 10, 110, 100)
    quad(c, 60, 60, 10, 100)
    c.close_path()
    c.set_source_rgb(0.2, 0.7, 0.3)
    c.fill()


def strokes(c):
    c.set_source_rgb(0, 0, 0)
    c.set_line_width(8)
    for i, (join, cap) in enumerate([(cairo.LINE_JOIN_MITER, cairo.LINE_CAP_BUTT),
                                     (cairo.LINE_JOIN_ROUND, cairo.LINE_CAP_ROUND),
                                     (cairo.LINE_JOIN_BEVEL, cairo.LINE_CAP_SQUARE)]):
        c.set_line_join(join)
        c.set_line_cap(cap)
        x = 15 + i * 35
        c.move_to(x, 40)
        c.line_to(x + 12, 12)
        c.line_to(x + 24, 40)
        c.stroke()
    c.set_line_width(4)
    c.set_line_cap(cairo.LINE_CAP_BUTT)
    c.set_dash([10, 5], 3)
    c.move_to(10, 70)
    c.line_to(110, 70)
    c.curve_to(110, 110, 10, 110, 10, 80)
    c.stroke()


def evenodd(c):
    c.set_fill_rule(cairo.FILL_RULE_EVEN_ODD)
    for k in range(5):
        a = -math.pi / 2 + k * 4 * math.pi / 5
        (c.move_to if k == 0 else c.line_to)(60 + 50 * math.cos(a), 60 + 50 * math.sin(a))
    c.close_path()
    c.set_source_rgba(0.5, 0.1, 0.6, 0.8)
    c.fill()


def transform(c):
    c.translate(60, 60)
    c.rotate(math.pi / 6)
    c.scale(1.5, 0.75)
    c.rectangle(-30, -30, 60, 40)
    c.set_source_rgb(0.9, 0.6, 0.1)
    c.fill()
    c.save()
    c.translate(0, 30)
    c.scale(30, 15)
    c.arc(0, 0, 1, 0, 2 * math.pi)
    c.restore()
    c.set_source_rgb(0.1, 0.5, 0.8)
    c.fill()


def gradient(c):
    g = cairo.LinearGradient(20, 0, 100, 0)
    g.add_color_stop_rgb(0, 1, 0, 0)
    g.add_color_stop_rgb(0.5, 1, 1, 0)
    g.add_color_stop_rgb(1, 0, 0, 1)
    g.set_extend(cairo.EXTEND_PAD)  # drawsBeforeStartLocation and drawsAfterEndLocation
    c.rectangle(0, 10, 120, 40)
    c.clip()
    c.set_source(g)
    c.paint()
    c.reset_clip()
    r = cairo.RadialGradient(60, 90, 0, 60, 90, 25)
    r.add_color_stop_rgb(0, 1, 1, 1)
    r.add_color_stop_rgb(1, 0, 0.4, 0)
    c.arc(60, 90, 25, 0, 2 * math.pi)  # no drawsAfterEndLocation: the end circle only
    c.set_source(r)
    c.fill()


def clip(c):
    c.arc(60, 60, 45, 0, 2 * math.pi)
    c.clip()
    c.rectangle(0, 0, 120, 60)
    c.set_source_rgb(0.8, 0.1, 0.2)
    c.fill()
    c.rectangle(0, 60, 120, 60)
    c.set_source_rgb(0.1, 0.1, 0.1)
    c.fill()


# Core Graphics' blend modes and cairo's operators; plus-darker has no cairo operator.
BLENDS = [("normal", cairo.OPERATOR_OVER), ("multiply", cairo.OPERATOR_MULTIPLY),
          ("screen", cairo.OPERATOR_SCREEN), ("overlay", cairo.OPERATOR_OVERLAY),
          ("darken", cairo.OPERATOR_DARKEN), ("lighten", cairo.OPERATOR_LIGHTEN),
          ("colorDodge", cairo.OPERATOR_COLOR_DODGE), ("colorBurn", cairo.OPERATOR_COLOR_BURN),
          ("softLight", cairo.OPERATOR_SOFT_LIGHT), ("hardLight", cairo.OPERATOR_HARD_LIGHT),
          ("difference", cairo.OPERATOR_DIFFERENCE), ("exclusion", cairo.OPERATOR_EXCLUSION),
          ("hue", cairo.OPERATOR_HSL_HUE), ("saturation", cairo.OPERATOR_HSL_SATURATION),
          ("color", cairo.OPERATOR_HSL_COLOR), ("luminosity", cairo.OPERATOR_HSL_LUMINOSITY),
          ("clear", cairo.OPERATOR_CLEAR), ("copy", cairo.OPERATOR_SOURCE), ("sourceIn", cairo.OPERATOR_IN),
          ("sourceOut", cairo.OPERATOR_OUT), ("sourceAtop", cairo.OPERATOR_ATOP),
          ("destinationOver", cairo.OPERATOR_DEST_OVER), ("destinationIn", cairo.OPERATOR_DEST_IN),
          ("destinationOut", cairo.OPERATOR_DEST_OUT), ("destinationAtop", cairo.OPERATOR_DEST_ATOP),
          ("xor", cairo.OPERATOR_XOR), ("plusLighter", cairo.OPERATOR_ADD)]
CELL = 40


def blends():
    """One 40 x 40 cell per mode, on transparent: a translucent orange disk, then
    a translucent blue square over part of it in the mode, bounded to the
    square (cairo's unbounded operators clipped to it, as Core Graphics
    blends only where it draws)."""
    s = cairo.ImageSurface(cairo.FORMAT_ARGB32, 6 * CELL, 5 * CELL)
    c = cairo.Context(s)
    for i, (_, op) in enumerate(BLENDS):
        x, y = (i % 6) * CELL, (i // 6) * CELL
        c.set_operator(cairo.OPERATOR_OVER)
        c.set_source_rgba(0.95, 0.55, 0.1, 0.75)
        c.arc(x + 16, y + 16, 12, 0, 2 * math.pi)
        c.fill()
        c.save()
        c.rectangle(x + 14, y + 14, 22, 22)
        c.clip()
        c.set_operator(op)
        c.set_source_rgba(0.2, 0.4, 0.9, 0.6)
        c.paint()
        c.restore()
    return s


SCENES = {"arcs": arcs, "curves": curves, "strokes": strokes, "evenodd": evenodd,
          "transform": transform, "gradient": gradient, "clip": clip}

if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    for name, draw in SCENES.items():
        s, c = surface()
        draw(c)
        s.write_to_png(os.path.join(OUT, name + ".png"))
        print("wrote", name)
    blends().write_to_png(os.path.join(OUT, "blends.png"))
    print("wrote blends")
