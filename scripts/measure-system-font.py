#!/usr/bin/env python3
"""Measure candidate "system font" files against iOS's San Francisco, as the
iOS fidelity oracle (shared/oracles/ios-fidelity) records it.

Measurement only: nothing in the package reads this script.

Set-up (once; .fontmeasure-venv is ignored by git):

    python3 -m venv .fontmeasure-venv
    .fontmeasure-venv/bin/pip install uharfbuzz==0.57.0 fonttools==4.68.0
    apt-get install -y fonts-inter fonts-inter-variable fonts-roboto-unhinted   # fonts-noto-core is on the image

Run (from the repository root):

    .fontmeasure-venv/bin/python scripts/measure-system-font.py [--oracle DIR]

Prints Markdown: for each oracle string (text, size, weight as iOS laid it
out) the advance width each candidate gives (HarfBuzz shaping, default
features: kern, liga, ...) in points, against iOS's width, with and without
Apple's SF Pro size-specific tracking (HIG "Tracking values" table, applied
per character as CoreText applies the font's tracking), then each font's
vertical metrics scaled to the oracle's sizes, against iOS's line height.

iOS widths come from sizeToFit/recursiveDescription frames and from the
pixel size of sizeToFit'ed labels: UIKit rounds those UP to the device pixel
(1/2 pt at 2x, 1/3 pt at 3x), so a width within that step below iOS's is a
match.
"""
import argparse
import hashlib
import json
import math
import os
import struct
import sys

import uharfbuzz as hb
from fontTools.ttLib import TTFont

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_ORACLE = os.path.join(os.path.dirname(REPO), "shared", "oracles", "ios-fidelity")

# UIFont.Weight -> OpenType wght (the usual CSS/OpenType correspondence).
IOS_WEIGHTS = {
    "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
    "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
}

# Apple HIG, Typography > Specifications > Tracking values > iOS, iPadOS,
# visionOS > SF Pro: size (pt) -> tracking (1/1000 em). Linear between rows.
HIG_TRACKING_EM1000 = {
    6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16,
    16: -20, 17: -26, 18: -25, 19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3,
    25: 6, 26: 8, 27: 11, 28: 14, 29: 14, 30: 14, 31: 13, 32: 13, 33: 12, 34: 12,
    35: 11, 36: 10, 37: 10, 38: 10, 39: 10, 40: 10, 41: 9, 42: 9, 43: 9, 44: 8,
    45: 8, 46: 8, 47: 8, 48: 8, 49: 7, 50: 7, 51: 7, 52: 6, 53: 6, 54: 6, 56: 6,
    58: 5, 60: 4, 62: 4, 64: 4, 66: 3, 68: 2, 70: 2, 72: 2, 76: 1, 80: 0, 96: 0,
}

# SF Pro's hhea metrics (unitsPerEm 2048, ascender 1950, descender -494,
# lineGap 0) give UIFont.lineHeight = size * 2444 / 2048: 17 pt -> 20.287,
# 40 pt -> 47.734375 (both reported from real devices; see the doc).
SF_LINE_HEIGHT_PER_EM = 2444 / 2048


def tracking_em1000(size):
    keys = sorted(HIG_TRACKING_EM1000)
    if size <= keys[0]:
        return HIG_TRACKING_EM1000[keys[0]]
    if size >= keys[-1]:
        return HIG_TRACKING_EM1000[keys[-1]]
    for lo, hi in zip(keys, keys[1:]):
        if lo <= size <= hi:
            t = (size - lo) / (hi - lo)
            return HIG_TRACKING_EM1000[lo] + t * (HIG_TRACKING_EM1000[hi] - HIG_TRACKING_EM1000[lo])


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    return struct.unpack(">II", head[16:24])


# Title 1 at each content size category (UIKit's ramp; HIG lists xSmall 25,
# Large 28, AX1 38). The script checks each against the PNG height.
TITLE1 = [("extra-small", 25), ("small", 26), ("medium", 27), ("large", 28),
          ("extra-large", 30), ("extra-extra-large", 32), ("extra-extra-extra-large", 34),
          ("accessibility-medium", 38), ("accessibility-large", 43),
          ("accessibility-extra-large", 48), ("accessibility-extra-extra-large", 53),
          ("accessibility-extra-extra-extra-large", 58)]


def oracle_cases(oracle):
    """(label, text, size, weight, iOS width pt, iOS height pt, pixel step pt, source)."""
    cases = [
        ("episode testView (iOS 12.1, 2x)", "Welcome to Point-Free!", 22, 700, 242.5, 26.5, 0.5,
         "pointfreeco__episode-code-samples/xyzw-snapshot-testing_testView/PAIR.md (sizeToFit 242.5x26.5)"),
        ("uber UIAppearanceResizing (iOS 13/14.5)", "Click me!", 15, 400, 94 - 30, 48 - 30, 1 / 3,
         "uber__ios-snapshot-test-case/testViewSnapshotWithUIAppearanceResizing/PAIR.md (94x48 minus 15 pt insets)"),
    ]
    tr = "pointfreeco__swift-snapshot-testing/testTraits/testTraits.%s.txt"
    # iPhone configs: content size .medium (headline 16 semibold, body 16, subheadline 14)
    for text, size, w, width, height in [("What's", 16, 600, 52.6667, 19.3333), ("the", 16, 400, 23.6667, 19.3333),
                                         ("point", 16, 400, 37, 19.3333), ("?", 14, 400, 7.33333, 17)]:
        cases.append(("testTraits iPhone SE/X (iOS 13.2, 3x, .medium)", text, size, w, width, height, 1 / 3,
                      tr % "iphone-se"))
    # iPad mini: no content size trait -> large (headline 17 semibold, body 17, subheadline 15)
    for text, size, w, width, height in [("What's", 17, 600, 55.6667, 20.3333), ("the", 17, 400, 25, 20.3333),
                                         ("point", 17, 400, 39, 20.3333), ("?", 15, 400, 7.66667, 18)]:
        cases.append(("testTraits iPad mini (iOS 13.2, 3x, large)", text, size, w, width, height, 1 / 3,
                      tr % "ipad-mini"))
    d = os.path.join(oracle, "pointfreeco__swift-snapshot-testing", "testTraitsWithView")
    for cat, size in TITLE1:
        f = os.path.join(d, "testTraitsWithView.label-%s.png" % cat)
        if os.path.exists(f):
            w, h = png_size(f)
            cases.append(("testTraitsWithView title1 %s (iOS 13.2, 3x)" % cat, "What's the point?", size, 400,
                          w / 3, h / 3, 1 / 3, os.path.relpath(f, oracle) + " (PNG px / 3)"))
    return cases


def candidates():
    dv = os.path.join(REPO, "Sources", "HeadlessText", "Resources", "Fonts")
    inter = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
    inter_disp = "/usr/share/fonts/truetype/inter-vf/InterDisplay-roman.var.ttf"
    rob = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-%s.ttf"
    noto = "/usr/share/fonts/truetype/noto/NotoSans-%s.ttf"
    return [
        ("DejaVu Sans (bundled)", "static", {400: os.path.join(dv, "DejaVuSans.ttf"), 700: os.path.join(dv, "DejaVuSans-Bold.ttf")}),
        ("Inter (fonts-inter-variable, text cut)", "var", {"*": inter}),
        ("Inter text <20 pt / Inter Display >=20 pt", "var-opsz", {"*": inter, "display": inter_disp}),
        ("Roboto (fonts-roboto-unhinted)", "static", {w: rob % n for w, n in
                                                     [(100, "Thin"), (300, "Light"), (400, "Regular"), (500, "Medium"), (700, "Bold"), (900, "Black")]}),
        ("Noto Sans (fonts-noto-core)", "static", {400: noto % "Regular", 700: noto % "Bold"}),
    ]


def nearest_static(files, weight):
    """CSS font-matching for a missing weight: 400/500 look lighter first; >500 look heavier first."""
    have = sorted(k for k in files if isinstance(k, int))
    if weight in have:
        return weight
    if weight >= 600:
        heavier = [w for w in have if w > weight]
        return heavier[0] if heavier else have[-1]
    lighter = [w for w in have if w < weight]
    return lighter[-1] if lighter else have[0]


_cache = {}


def hb_font(path, wght=None):
    key = (path, wght)
    if key not in _cache:
        blob = hb.Blob.from_file_path(path)
        face = hb.Face(blob)
        font = hb.Font(face)
        if wght is not None:
            font.set_variations({"wght": wght})
        _cache[key] = (font, face.upem)
    return _cache[key]


def pick(cand, weight, size):
    name, kind, files = cand
    if kind == "static":
        w = nearest_static(files, weight)
        return files[w], None, ("" if w == weight else "w%d" % w)
    path = files["display"] if kind == "var-opsz" and size >= 20 else files["*"]
    return path, weight, ("Display" if path == files.get("display") else "")


def advance(path, wght, text, size):
    font, upem = hb_font(path, wght)
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    return sum(p.x_advance for p in buf.glyph_positions) / upem * size


def vmetrics(path):
    f = TTFont(path, lazy=True)
    h, o, upem = f["hhea"], f["OS/2"], f["head"].unitsPerEm
    return dict(upem=upem, hhea_asc=h.ascent, hhea_desc=h.descent, hhea_gap=h.lineGap,
                typo_asc=o.sTypoAscender, typo_desc=o.sTypoDescender, typo_gap=o.sTypoLineGap,
                win_asc=o.usWinAscent, win_desc=o.usWinDescent,
                use_typo=bool(o.fsSelection & (1 << 7)),
                cap=getattr(o, "sCapHeight", None), xh=getattr(o, "sxHeight", None),
                version=f["name"].getDebugName(5), licence=f["name"].getDebugName(13))


def sha256(path):
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--oracle", default=DEFAULT_ORACLE)
    ap.add_argument("--json", help="also write every number to this JSON file")
    a = ap.parse_args()
    cases = oracle_cases(a.oracle)
    cands = candidates()
    out = {"widths": [], "fonts": {}}

    print("## Widths (pt): candidate plain / with HIG tracking, % vs iOS\n")
    print("Tracking: n x size x t/1000, n = characters in the string, t from the HIG SF Pro table.\n")
    print("| oracle | text | size | wght | iOS | trk/1000em | " + " | ".join(c[0] for c in cands) + " |")
    print("|---|---|---|---|---|---|" + "---|" * len(cands))
    # sum |%| plain, sum |%| tracked, count, within 2% (tracked), sum |%| and within 2% with tracking below 20 pt only
    sums = {c[0]: [0, 0, 0, 0, 0, 0] for c in cands}
    for label, text, size, weight, ios_w, ios_h, step, src in cases:
        t = tracking_em1000(size)
        cells = []
        for c in cands:
            path, wght, note = pick(c, weight, size)
            w = advance(path, wght, text, size)
            wt = w + len(text) * size * t / 1000
            p, pt = 100 * (w - ios_w) / ios_w, 100 * (wt - ios_w) / ios_w
            s = sums[c[0]]
            s[0] += abs(p); s[1] += abs(pt); s[2] += 1; s[3] += abs(pt) <= 2
            pm = pt if size < 20 else p
            s[4] += abs(pm); s[5] += abs(pm) <= 2
            cells.append("%.1f (%+.1f%%) / %.1f (%+.1f%%)%s" % (w, p, wt, pt, (" " + note) if note else ""))
            out["widths"].append(dict(oracle=label, text=text, size=size, weight=weight, ios=ios_w, font=c[0],
                                      file=os.path.basename(path), wght=wght, plain=w, tracked=wt, source=src))
        print("| %s | %s | %g | %d | %.2f | %+.1f | %s |" % (label, text, size, weight, ios_w, t, " | ".join(cells)))
    print("\n| candidate | mean abs % plain | within 2 % plain | mean abs % tracked | within 2 % tracked"
          " | mean abs % tracked < 20 pt only | within 2 % tracked < 20 pt only |\n|---|---|---|---|---|---|---|")
    for c in cands:
        s = sums[c[0]]
        plain_ok = sum(1 for r in out["widths"] if r["font"] == c[0] and abs(r["plain"] - r["ios"]) / r["ios"] <= 0.02)
        print("| %s | %.2f | %d / %d | %.2f | %d / %d | %.2f | %d / %d |" % (
            c[0], s[0] / s[2], plain_ok, s[2], s[1] / s[2], s[3], s[2], s[4] / s[2], s[5], s[2]))

    # Blueprint BoxTests_test_displaysContent: "Hello, world" at system 17 wraps in 60 pt on iOS 15-17.
    print("\n## Wrap check: \"Hello, world\" 17 pt in a 60 pt box wraps after \"Hello,\" on iOS 15/16/17\n")
    print("| candidate | \"Hello,\" (fits ≤ 60?) | \"Hello, world\" (> 60?) |\n|---|---|---|")
    for c in cands:
        path, wght, _ = pick(c, 400, 17)
        a1, a2 = advance(path, wght, "Hello,", 17), advance(path, wght, "Hello, world", 17)
        print("| %s | %.1f (%s) | %.1f (%s) |" % (c[0], a1, "yes" if a1 <= 60 else "NO", a2, "yes" if a2 > 60 else "NO"))

    print("\n## Vertical metrics (font units) and line height scaled to the oracle's sizes\n")
    print("iOS line height = size x 2444/2048 (SF Pro hhea), shown with UIKit's pixel-rounded label height from the oracle.\n")
    files = []
    for c in cands:
        for k, p in c[2].items():
            if p not in files:
                files.append(p)
    print("| file | version | upem | hhea asc/desc/gap | typo asc/desc/gap | win asc/desc | USE_TYPO | cap | x | hhea line /em | size MiB | sha256 |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for p in files:
        m = vmetrics(p)
        m["bytes"] = os.path.getsize(p)
        m["sha256"] = sha256(p)
        m["path"] = p
        out["fonts"][os.path.basename(p)] = m
        lh = (m["hhea_asc"] - m["hhea_desc"] + m["hhea_gap"]) / m["upem"]
        print("| %s | %s | %d | %d/%d/%d | %d/%d/%d | %d/%d | %s | %s | %s | %.4f | %.2f | `%s` |" % (
            os.path.basename(p), m["version"], m["upem"], m["hhea_asc"], m["hhea_desc"], m["hhea_gap"],
            m["typo_asc"], m["typo_desc"], m["typo_gap"], m["win_asc"], m["win_desc"], m["use_typo"],
            m["cap"], m["xh"], lh, m["bytes"] / 2 ** 20, m["sha256"]))

    sizes = sorted({(c[2], c[5], c[6]) for c in cases})
    print("\n| size | iOS lineHeight (2444/2048) | same, rounded up to the pixel | iOS label height (oracle) | "
          + " | ".join("%s: asc/desc/line" % c[0] for c in cands) + " |")
    print("|---|---|---|---|" + "---|" * len(cands))
    seen = set()
    for size, h, step in sizes:
        if size in seen:
            continue
        seen.add(size)
        cells = []
        for c in cands:
            path, _, _ = pick(c, 400, size)
            m = out["fonts"][os.path.basename(path)]
            k = size / m["upem"]
            cells.append("%.2f/%.2f/%.2f" % (m["hhea_asc"] * k, -m["hhea_desc"] * k,
                                             (m["hhea_asc"] - m["hhea_desc"] + m["hhea_gap"]) * k))
        lh = size * SF_LINE_HEIGHT_PER_EM
        up = math.ceil(round(lh / step, 6)) * step
        print("| %g | %.3f | %.3f (%s) | %.3f | %s |" % (size, lh, up, "=" if abs(up - h) < 0.01 else "differs", h, " | ".join(cells)))

    print("\n## Cap height and x-height in points at 17 pt (SF Pro: see doc)\n")
    print("| file | cap | x-height |\n|---|---|---|")
    for p in files:
        m = out["fonts"][os.path.basename(p)]
        if m["cap"] and m["xh"]:
            print("| %s | %.2f | %.2f |" % (os.path.basename(p), m["cap"] * 17 / m["upem"], m["xh"] * 17 / m["upem"]))

    print("\n## Weights: \"Welcome to Point-Free!\" at 22 pt for each UIFont.Weight (font used)\n")
    print("| weight | wght | " + " | ".join(c[0] for c in cands) + " |\n|---|---|" + "---|" * len(cands))
    for wn, wv in IOS_WEIGHTS.items():
        cells = []
        for c in cands:
            path, wght, note = pick(c, wv, 22)
            cells.append("%.1f%s" % (advance(path, wght, "Welcome to Point-Free!", 22), (" (" + note + ")") if note else ""))
        print("| %s | %d | %s |" % (wn, wv, " | ".join(cells)))
    for p in files:
        f = TTFont(p, lazy=True)
        if "fvar" in f:
            inst = [(f["name"].getDebugName(i.subfamilyNameID), i.coordinates.get("wght")) for i in f["fvar"].instances]
            axes = ["%s %g..%g (default %g)" % (x.axisTag, x.minValue, x.maxValue, x.defaultValue) for x in f["fvar"].axes]
            print("\n%s: axes %s; named instances %s" % (os.path.basename(p), ", ".join(axes),
                                                          ", ".join("%s=%g" % i for i in inst)))
    if a.json:
        with open(a.json, "w") as fh:
            json.dump(out, fh, indent=1)


if __name__ == "__main__":
    sys.exit(main())
