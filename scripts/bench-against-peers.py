#!/usr/bin/env python3
"""Times our renderer and the peer renderers side by side, interleaved, and
prints medians and ratios, and the fastest frame of each (on a shared,
noisy machine the least disturbed measure); with --fidelity also compares our frame with each
peer's (mean absolute channel difference, share of pixels off by more than 8).

  python3 scripts/bench-against-peers.py [--scene shapes|settings] [--rounds 5]

Run with the peers' virtual environment (see `make bench`): it needs
skia-python, pycairo, blend2d-python, Pillow and numpy, and the release build
of snapshot-bench. The peers' script is ../shared/bench/peers/render.py.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PEERS = os.path.join(ROOT, "..", "shared", "bench", "peers", "render.py")
BENCH = os.path.join(ROOT, ".build", "release", "snapshot-bench")
PEERS_FOR_SCENE = {"shapes": ["skia", "cairo", "blend2d"], "settings": ["skia", "cairo"]}


def run(cmd):
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def frame_difference(a, b):
    import numpy as np
    from PIL import Image
    x = np.asarray(Image.open(a).convert("RGBA"), dtype=np.int16)
    y = np.asarray(Image.open(b).convert("RGBA"), dtype=np.int16)
    d = np.abs(x - y)
    return round(float(d.mean()), 3), round(float((d.max(axis=2) > 8).mean()) * 100, 3)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scene", default="shapes", choices=sorted(PEERS_FOR_SCENE))
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--iterations", type=int, default=20)
    ap.add_argument("--fidelity", action="store_true")
    args = ap.parse_args()
    if not os.path.exists(BENCH):
        sys.exit("build it first: swift build -c release --product snapshot-bench")
    libs = ["ours"] + PEERS_FOR_SCENE[args.scene]
    frame = {lib: [] for lib in libs}
    fastest = {lib: [] for lib in libs}
    encode = {lib: [] for lib in libs}
    tmp = tempfile.mkdtemp()
    for _ in range(args.rounds):
        for lib in libs:
            out = os.path.join(tmp, f"{lib}.png")
            if lib == "ours":
                r = run([BENCH, args.scene, "--iterations", str(args.iterations), "--out", out])
            else:
                r = run([sys.executable, PEERS, "--lib", lib, "--scene", args.scene,
                         "--iterations", str(args.iterations), "--out", out])
            frame[lib].append(r["ms_per_frame_median"])
            fastest[lib].append(r["ms_per_frame_min"])
            encode[lib].append(r["png_encode_ms"])
    ours = statistics.median(frame["ours"])
    ours_fastest = min(fastest["ours"])
    print(f"scene {args.scene}, {args.rounds} interleaved rounds of {args.iterations} frames; medians:")
    for lib in libs:
        f, e = statistics.median(frame[lib]), statistics.median(encode[lib])
        size = os.path.getsize(os.path.join(tmp, f"{lib}.png"))
        best = min(fastest[lib])
        line = (f"  {lib:8} frame {f:8.2f} ms  (ours / {lib}: {ours / f:5.2f})   fastest {best:8.2f} ms"
                f"  ({ours_fastest / best:5.2f})   png encode {e:7.1f} ms  {size:>9} bytes")
        if args.fidelity and lib != "ours":
            mean, share = frame_difference(os.path.join(tmp, "ours.png"), os.path.join(tmp, f"{lib}.png"))
            line += f"   vs ours: mean |d| {mean}, {share}% px off by > 8"
        print(line)


if __name__ == "__main__":
    main()
