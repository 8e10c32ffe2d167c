#!/usr/bin/env bash
# Playwright cannot download its own browser here, so the end-to-end tests drive Debian's Chromium.
# Installs it when missing (needs root, as on the team's machines and CI).
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium package..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
/usr/bin/chromium --version
