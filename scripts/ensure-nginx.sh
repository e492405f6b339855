#!/usr/bin/env bash
# The scale-out run balances two API processes with Debian's nginx; install it when missing,
# without letting the package start a system-wide nginx on port 80.
set -euo pipefail
if command -v nginx >/dev/null 2>&1; then exit 0; fi
if [[ $(id -u) -ne 0 ]]; then
  echo "nginx is missing: install Debian's 'nginx' package (apt-get install nginx), then run again." >&2
  exit 1
fi
echo "Installing Debian's nginx for the scale-out run..."
export DEBIAN_FRONTEND=noninteractive
policy=/usr/sbin/policy-rc.d
created_policy=false
if [[ ! -e $policy ]]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && created_policy=true
fi
trap '[[ $created_policy == true ]] && rm -f "$policy"' EXIT
apt-get install -y -qq --no-install-recommends nginx >/dev/null 2>&1 || {
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends nginx >/dev/null
}
nginx -v
