#!/usr/bin/env bash
# Installs what the review page's browser tests need, when missing: Debian's
# Chromium, and a Python virtual environment with Playwright, which drives
# that Chromium (Playwright's own browser downloads are not used).
#
#   scripts/setup-browser.sh [VENV]      (default .browser-venv)
set -euo pipefail
venv="${1:-.browser-venv}"
playwright="playwright==1.65.2"

if ! command -v chromium >/dev/null 2>&1; then
    echo "Installing Chromium (Debian's chromium package)"
    "$(dirname "$0")/apt-install.sh" chromium
fi
if ! "$venv/bin/python" -c "import playwright" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q "$playwright"
fi
