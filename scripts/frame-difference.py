#!/usr/bin/env python3
"""Compare two rendered frames: mean absolute channel difference and the share
of pixels with any channel off by more than 8 (the fidelity measure of the
rendering-core issue). Needs Pillow and numpy (the peers' virtual environment).

  python3 frame-difference.py A.png B.png
"""
import json
import sys

import numpy as np
from PIL import Image


def load(path):
    return np.asarray(Image.open(path).convert("RGBA"), dtype=np.int16)


a, b = load(sys.argv[1]), load(sys.argv[2])
if a.shape != b.shape:
    sys.exit(f"sizes differ: {a.shape} vs {b.shape}")
delta = np.abs(a - b)
print(json.dumps({"mean_abs_channel_diff": round(float(delta.mean()), 4),
                  "share_pixels_off_by_more_than_8": round(float((delta.max(axis=2) > 8).mean()) * 100, 4)}))
