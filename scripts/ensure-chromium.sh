#!/usr/bin/env bash
# Makes sure the Debian Chromium that playwright.config.ts launches is present.
# `npx playwright install` cannot download browsers here, so the system package is used.
#   CHROMIUM_PATH  binary to look for (default /usr/bin/chromium)
#   ENSURE_CHROMIUM_UID  overrides the detected user id (lets tests exercise the non-root branch)
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
uid="${ENSURE_CHROMIUM_UID:-$(id -u)}"

if [ -x "$chromium_path" ]; then
  exit 0
fi

if [ "$uid" != "0" ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' (Debian) and retry." >&2
  exit 1
fi

echo "Chromium is missing at $chromium_path: installing it with apt-get…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium >/dev/null

if [ ! -x "$chromium_path" ]; then
  echo "apt-get installed chromium but $chromium_path is still missing; set CHROMIUM_PATH to its location." >&2
  exit 1
fi
echo "Chromium installed at $chromium_path."
