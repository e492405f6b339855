#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it (and fonts for Arabic text) when missing.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [[ $(id -u) -ne 0 ]]; then
  echo "Chromium is missing: install Debian's 'chromium' package (apt-get install chromium), then run again." >&2
  exit 1
fi
echo "Installing Debian's Chromium for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core fonts-noto-core >/dev/null
chromium --version
