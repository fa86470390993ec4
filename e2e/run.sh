#!/usr/bin/env bash
# run.sh: what `make e2e` calls. Builds laika-host, sets up what is missing
# (scripts/setup.sh: apt packages, the pinned npm dependencies; no browser
# download: Debian's /usr/bin/chromium and /usr/bin/firefox-esr are used),
# runs the extension's unit tests, then the suite in real Chromium and real
# Firefox ESR (Debian's firefox-esr, driven over WebDriver BiDi; the add-on
# is built into out/firefox by extension/build-firefox.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

# Debian packages (as root), Go modules, and npm ci where node_modules does
# not match the lockfile; fails with the apt-get line to run when not root.
bash scripts/setup.sh

# The Makefile's build (same flags as `make build`); plain go build without make.
if command -v make >/dev/null; then make -s build; else go build -o bin/laika-host ./cmd/laika-host; fi

if [ ! -x "${LAIKA_CHROMIUM:-/usr/bin/chromium}" ]; then
  echo "e2e needs Chromium at ${LAIKA_CHROMIUM:-/usr/bin/chromium} (apt-get install chromium)" >&2
  exit 1
fi

if [[ ",${LAIKA_E2E_BROWSERS:-chromium,firefox}," == *,firefox,* ]] && [ ! -x "${LAIKA_FIREFOX:-/usr/bin/firefox-esr}" ]; then
  echo "e2e needs Firefox ESR at ${LAIKA_FIREFOX:-/usr/bin/firefox-esr} (apt-get install firefox-esr), or LAIKA_E2E_BROWSERS=chromium" >&2
  exit 1
fi

# The committed vendor/ files must be exactly what the lockfile pins.
(cd extension && npm run --silent vendor >/dev/null)
if ! git -C "$ROOT" diff --quiet -- extension/vendor; then
  echo "extension/vendor differs from node_modules: run (cd extension && npm run vendor) and commit" >&2
  exit 1
fi

(cd extension && node --test test/)
(cd e2e && node --test --test-concurrency=1 --test-timeout=180000 tests/)
