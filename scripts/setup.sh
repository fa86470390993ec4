#!/usr/bin/env bash
# setup.sh: installs what `make test` needs, so that the README's one test
# command works on a fresh Debian machine. `make test` and `make e2e` run it
# first; it is idempotent and takes about a second when nothing is missing.
#
#   bash scripts/setup.sh            # everything: apt, go, npm
#   bash scripts/setup.sh npm        # only some parts (apt, go, npm)
#
# apt: Debian's chromium and firefox-esr (the e2e browsers), the C++ headers
# and compiler that building the test Ollama server into .tools/ needs
# (nlohmann-json3-dev, g++), git, make and a Japanese font for the
# screenshots. As root they are installed; as
# anyone else the script prints the exact apt-get line and fails, because a
# half-set-up machine would only fail later with a less clear message.
# go: the module cache (`go mod download`).
# npm: `npm ci` in extension/ and e2e/ when node_modules does not match
# package-lock.json (a stamp holds the lockfile's hash; npm ci is slow and
# wipes node_modules, so it runs only when the lockfile changed). No browser
# is downloaded: the e2e suite drives Debian's /usr/bin/chromium and
# /usr/bin/firefox-esr.
set -euo pipefail
cd "$(dirname "$0")/.."

parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(apt go npm)
want() { [[ " ${parts[*]} " == *" $1 "* ]]; }

say() { echo "setup: $*" >&2; }

setup_apt() {
  local need=()
  command -v chromium >/dev/null || need+=(chromium)
  command -v firefox-esr >/dev/null || need+=(firefox-esr)
  dpkg -s nlohmann-json3-dev >/dev/null 2>&1 || need+=(nlohmann-json3-dev)
  command -v g++ >/dev/null || need+=(g++)
  command -v make >/dev/null || need+=(make)
  command -v git >/dev/null || need+=(git)
  # A Japanese font, so the e2e screenshots of the Japanese fixtures
  # (checkout, ruby) show text, not empty boxes, to whoever reviews them.
  dpkg -s fonts-ipafont-gothic >/dev/null 2>&1 || need+=(fonts-ipafont-gothic)
  # Node.js: the e2e runner needs 20.10+ (node --test --test-concurrency).
  # Debian 12's own nodejs is 18, so installing it would not help; only a
  # missing node is worth an apt line (newer Debian ships a new enough one).
  if ! command -v node >/dev/null; then need+=(nodejs); fi
  if ! command -v npm >/dev/null; then need+=(npm); fi
  [ ${#need[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    say "missing Debian packages; install them, then run make test again:"
    echo "  sudo apt-get update && sudo apt-get install -y ${need[*]}" >&2
    exit 1
  fi
  say "apt-get install ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
}

check_node() {
  if ! node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=10)?0:1)'; then
    say "the e2e suite needs Node.js >= 20.10 (found $(node --version 2>/dev/null || echo none))"
    exit 1
  fi
}

setup_go() {
  go mod download
}

# npm ci in $1 unless node_modules was installed from this very lockfile.
npm_ci() {
  local dir=$1 stamp=$1/node_modules/.laika-lock.sha256 sum
  sum=$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$sum" ]; then return 0; fi
  say "npm ci in $dir"
  (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1 \
    npm ci --no-audit --no-fund --loglevel=error)
  echo "$sum" >"$stamp"
}

setup_npm() {
  check_node
  npm_ci extension
  npm_ci e2e
}

want apt && setup_apt
want go && setup_go
want npm && setup_npm
exit 0
