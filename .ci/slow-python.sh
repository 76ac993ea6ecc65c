#!/usr/bin/env bash
# Puts a python3 that sleeps before starting the real one first on PATH, for the command given:
#   .ci/slow-python.sh SECONDS COMMAND [ARGS...]
# (a python3 that takes seconds to start, as a pyenv shim can).
set -euo pipefail
delay=$1; shift
real=$(command -v python3)
dir=$(mktemp -d "${TMPDIR:-/tmp}/agent-eval-slow-python-XXXXXX")
trap 'rm -rf "$dir"' EXIT
printf '#!/bin/sh\nsleep %s\nexec %q "$@"\n' "$delay" "$real" > "$dir/python3"
chmod +x "$dir/python3"
PATH="$dir:$PATH" "$@"
