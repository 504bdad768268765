#!/usr/bin/env bash
# Creates the Python virtual environment with the peer renderers used by
# `make bench`: skia-python, pycairo (needs Debian's libcairo2-dev), blend2d-python,
# Pillow and numpy. Does nothing when it already exists.
set -euo pipefail
venv="${1:-.peers-venv}"
[ -x "$venv/bin/python" ] && "$venv/bin/python" -c "import skia, cairo, blend2d, PIL, numpy" 2>/dev/null && exit 0
pkg-config --exists cairo || "$(dirname "$0")/apt-install.sh" libcairo2-dev
python3 -m venv "$venv"
"$venv/bin/pip" install -q skia-python pycairo blend2d-python pillow numpy
