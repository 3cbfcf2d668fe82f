#!/usr/bin/env bash
# load.sh [SEED] - the intermittent background load of bench/runner_noise: what a shared CI
# runner's neighbours do to a benchmark.
#
# Forever, until killed: busy on one core (a shell loop that only reads the clock) for a random
# 0.05-0.4 s, then idle (sleep) for a random 0.05-0.4 s. Durations are whole milliseconds drawn
# uniformly from bash's RANDOM seeded with SEED (default 1), so a seed gives the same sequence
# of busy and idle spells. On average the load takes half of one core, in bursts as long as a
# benchmark configuration's measurement. It is one process and starts none that outlive it
# (each idle spell's `sleep` is waited for); kill it with SIGTERM.
set -u
RANDOM=${1:-1}
sleeper=
trap 'if [ -n "$sleeper" ]; then kill "$sleeper" 2>/dev/null; fi; exit 0' TERM INT HUP

while :; do
  busy=$((50 + RANDOM % 351)) # ms
  idle=$((50 + RANDOM % 351))
  t=${EPOCHREALTIME/./}
  end=$((t + busy * 1000))
  while ((${EPOCHREALTIME/./} < end)); do :; done
  printf -v secs '%d.%03d' $((idle / 1000)) $((idle % 1000))
  sleep "$secs" &
  sleeper=$!
  wait "$sleeper"
  sleeper=
done
