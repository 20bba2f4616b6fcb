#!/usr/bin/env bash
# Makes sure the Debian browsers the suite launches are present: chromium-headless-shell for the
# Playwright suite (the old headless mode, built for automation: the same paths ran 15-25 % faster
# than in full Chromium on 2 cores) and chromium for Lighthouse, which audits the full browser.
# `npx playwright install` cannot download browsers here, so the system packages are used.
#   CHROMIUM_PATH        full Chromium to look for (default /usr/bin/chromium)
#   CHROMIUM_SHELL_PATH  headless shell to look for (default /usr/bin/chromium-headless-shell)
#   ENSURE_CHROMIUM_UID  overrides the detected user id (lets tests exercise the non-root branch)
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell_path="${CHROMIUM_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
uid="${ENSURE_CHROMIUM_UID:-$(id -u)}"

missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
[ -x "$shell_path" ] || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

if [ "$uid" != "0" ]; then
  echo "Missing: run 'sudo apt-get install -y ${missing[*]}' (Debian) and retry." >&2
  exit 1
fi

echo "Installing ${missing[*]} with apt-get…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null

for binary in "$chromium_path" "$shell_path"; do
  if [ ! -x "$binary" ]; then
    echo "apt-get ran but $binary is still missing; set CHROMIUM_PATH / CHROMIUM_SHELL_PATH to its location." >&2
    exit 1
  fi
done
echo "Installed ${missing[*]}."
