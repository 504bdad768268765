#!/usr/bin/env python3
"""Checks the animated PNG (APNG) encoder and decoder against Pillow, a reader
and writer we did not write.

1. Pillow draws source frames (opaque, translucent and clear regions) and
   writes them as APNGs of its own: with its defaults (sub-frames cropped to
   what changed), with blend OVER, with dispose PREVIOUS and blend OVER, and
   with dispose BACKGROUND.
2. The Swift test AnimatedPNGPillowExchange (run here with APNG_CHECK_DIR)
   encodes the source frames with AnimatedPNG.encode at 10 frames per second
   and decodes Pillow's files with AnimatedPNG.frames(of:).
3. Pillow reads our file: frame count, duration (100 ms) and loop (0 =
   forever) must match, and every frame's pixels must equal the source's.
   Our decoding of Pillow's files must equal Pillow's own reading, frame by
   frame (Pillow writes sub-frames cropped to what changed, so offsets,
   blending and disposal are exercised), with its defaults, with blend OVER
   and with dispose BACKGROUND. Pixels are compared premultiplied ((c * a + 127) // 255), as the
   engine stores them, so fully transparent pixels compare equal whatever
   their colour.

Not required to match: chained PREVIOUS frames (see KNOWN_DIVERGENT).
Not checked: translucent pixels blended OVER, where Pillow's reader pastes
through the alpha mask (the alpha channel is interpolated too) instead of the
specification's OVER (the Swift tests check that case against the formula);
and a first frame disposed of with PREVIOUS. The APNG specification
says to treat it as BACKGROUND (clear), which our decoder does; Pillow's reader
and writer keep the first frame instead, so on such files they disagree with
the specification and with us.

Usage (from the repository root, after `swift build --build-tests`):
  .browser-venv/bin/python Tests/Scripts/apng-pillow-check.py [--scratch-path PATH]
"""
import argparse
import os
import subprocess
import sys
import tempfile

from PIL import Image, ImageDraw

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FRAMES = 12
SIZE = (48, 32)


# Variants compared and printed but not required to match, with the reason.
KNOWN_DIVERGENT = {
    "pillow-previous-over": "after a PREVIOUS frame, Pillow's writer crops the next frame against the frame shown"
                            " before, and its reader reverts to it; the specification reverts the region to the"
                            " canvas before the frame was drawn, which our decoder does (a strip of the earlier"
                            " frame stays where Pillow's crop does not cover it)",
}


def source_frames(band_alpha=True):
    """A square moving over a band (translucent unless told), with a clear corner, one frame per step."""
    frames = []
    for i in range(FRAMES):
        image = Image.new("RGBA", SIZE, (30, 60, 90, 255))
        draw = ImageDraw.Draw(image)
        draw.rectangle([0, 20, 47, 27], fill=(200, 40, 10, 128 + i * 5 if band_alpha else 255))
        draw.rectangle([2 + i * 3, 4, 11 + i * 3, 13], fill=(250, 220, 0, 255))
        draw.rectangle([40, 0, 47, 5], fill=(0, 0, 0, 0))
        frames.append(image)
    return frames


def premultiplied(image):
    """The RGBA pixels of `image`, premultiplied and rounded to nearest."""
    return [tuple((c * p[3] + 127) // 255 for c in p[:3]) + (p[3],)
            for p in image.convert("RGBA").getdata()]  # noqa: Pillow 13 deprecates getdata, kept for older Pillow


def pillow_frames(path):
    """Every frame of the APNG at `path` as Pillow composes it, with its duration in ms."""
    with Image.open(path) as image:
        result = []
        for index in range(image.n_frames):
            image.seek(index)
            result.append((image.convert("RGBA").copy(), image.info.get("duration")))
        return result, image.n_frames, image.info.get("loop")


def compare(name, ours, theirs):
    """Counts differing pixels and the largest component difference; returns True when equal."""
    a, b = premultiplied(ours), premultiplied(theirs)
    differing = [(p, q) for p, q in zip(a, b) if p != q]
    largest = max((max(abs(x - y) for x, y in zip(p, q)) for p, q in differing), default=0)
    print(f"  {name}: {len(differing)} of {len(a)} pixels differ, largest difference {largest}")
    return not differing and ours.size == theirs.size


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--scratch-path", default=".build")
    args = parser.parse_args()
    sources = source_frames()
    variants = {
        "pillow-default": {},
        "pillow-over": {"blend": [0] + [1] * (FRAMES - 1)},
        "pillow-previous-over": {"disposal": [0] + [2] * (FRAMES - 1), "blend": [0] + [1] * (FRAMES - 1)},
        "pillow-background": {"disposal": 1},
    }
    ok = True
    with tempfile.TemporaryDirectory() as folder:
        for index, frame in enumerate(sources):
            frame.save(os.path.join(folder, f"source-{index:02}.png"))
        for name, options in variants.items():
            # Pillow's reader blends OVER by pasting through the alpha mask, which is not the
            # specification's OVER for translucent pixels, so that variant's pixels are opaque or clear.
            frames = source_frames(band_alpha="over" not in name)
            frames[0].save(os.path.join(folder, f"{name}.apng"), format="PNG", save_all=True,
                           append_images=frames[1:], duration=100, loop=0, **options)
        subprocess.run(["swift", "test", "--skip-build", "--scratch-path", args.scratch_path,
                        "--filter", "AnimatedPNGPillowExchange"], cwd=ROOT, check=True,
                       env={**os.environ, "APNG_CHECK_DIR": folder}, capture_output=True)

        frames, count, loop = pillow_frames(os.path.join(folder, "ours.png"))
        durations = sorted({duration for _, duration in frames})
        print(f"Pillow reads our APNG: {count} frames, durations {durations} ms, loop {loop}")
        ok &= count == FRAMES and durations == [100] and loop == 0
        for index, (frame, _) in enumerate(frames):
            ok &= compare(f"our frame {index} read by Pillow vs source", frame, sources[index])

        for name in variants:
            theirs, count, _ = pillow_frames(os.path.join(folder, f"{name}.apng"))
            decoded = sorted(f for f in os.listdir(folder) if f.startswith(f"decoded-{name}-"))
            with open(os.path.join(folder, f"delays-{name}.txt")) as file:
                delays = file.read().split()
            if name in KNOWN_DIVERGENT:
                print(f"{name} (not required to match: {KNOWN_DIVERGENT[name]})")
            print(f"{name}: Pillow reads {count} frames, we decode {len(decoded)}, our delays {sorted(set(delays))} ms")
            ok &= count == len(decoded) == FRAMES and set(delays) == {"100"}
            for index, (frame, _) in enumerate(theirs):
                with Image.open(os.path.join(folder, f"decoded-{name}-{index}.png")) as ours:
                    same = compare(f"{name} frame {index}, ours vs Pillow", ours, frame)
                    ok &= same or name in KNOWN_DIVERGENT
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
