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
    sudo=""
    if [ "$(id -u)" != 0 ]; then
        command -v sudo >/dev/null 2>&1 || { echo "error: need root or sudo to install chromium" >&2; exit 1; }
        sudo="sudo"
    fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
if ! "$venv/bin/python" -c "import playwright" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q "$playwright"
fi
