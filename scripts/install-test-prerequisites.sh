#!/usr/bin/env bash
# Installs what the test suite needs beyond npm packages: Java 17 (DynamoDB Local) and Debian's Chromium
# (browser tests drive it with playwright-core; nothing downloads a browser of its own).
set -euo pipefail
missing=()
command -v java >/dev/null 2>&1 || missing+=(openjdk-17-jre-headless)
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ ${#missing[@]} -eq 0 ]; then
  echo "Test prerequisites present: $(java -version 2>&1 | head -n 1); $(/usr/bin/chromium --version)"
  exit 0
fi
echo "Installing ${missing[*]} from Debian's packages…"
sudo_command=""
[ "$(id -u)" -eq 0 ] || sudo_command="sudo"
$sudo_command apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_command apt-get install -y -qq --no-install-recommends "${missing[@]}"
