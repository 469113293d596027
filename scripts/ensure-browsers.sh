#!/usr/bin/env bash
# Makes sure Debian's Chromium and Firefox ESR are installed for the e2e tests.
# As root on Debian/Ubuntu (like CI) it installs what is missing with apt-get; otherwise it says
# which browser is missing and how to install it. CHROME_PATH / FIREFOX_PATH override discovery.
# Arguments: the packages to check (default: both); `npm run demo` asks for chromium only.
set -euo pipefail
wanted=("$@")
[ ${#wanted[@]} -gt 0 ] || wanted=(chromium firefox-esr)
missing=()
for package in "${wanted[@]}"; do
  case "$package" in
    chromium) [ -n "${CHROME_PATH:-}" ] && [ -x "${CHROME_PATH}" ] || command -v chromium >/dev/null 2>&1 || missing+=(chromium) ;;
    firefox-esr) [ -n "${FIREFOX_PATH:-}" ] && [ -x "${FIREFOX_PATH}" ] || command -v firefox-esr >/dev/null 2>&1 || missing+=(firefox-esr) ;;
    *) echo "browsers: unknown package $package (chromium or firefox-esr)" >&2; exit 2 ;;
  esac
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "browsers: ${wanted[*]} present"
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "browsers: installing ${missing[*]} with apt-get"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "browsers: missing ${missing[*]}. Install with: sudo apt-get install ${missing[*]}" >&2
echo "          or point CHROME_PATH / FIREFOX_PATH at your own binaries." >&2
exit 1
