#!/usr/bin/env bash
# Installs Debian packages with apt-get, as root or through sudo, quietly.
#
#   scripts/apt-install.sh PACKAGE...
set -euo pipefail
sudo=""
if [ "$(id -u)" != 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "error: need root or sudo to install $*" >&2; exit 1; }
    sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
