#!/usr/bin/env bash
# Runs a command beside N CPU-bound processes (`yes > /dev/null`), ended when it ends:
#   .ci/under-load.sh N COMMAND [ARGS...]
# (the suite must pass on a loaded 2-core machine).
set -euo pipefail
n=$1; shift
pids=()
for _ in $(seq 1 "$n"); do yes > /dev/null & pids+=($!); done
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
"$@"
