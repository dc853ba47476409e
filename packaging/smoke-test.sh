#!/usr/bin/env bash
# Smoke test of a packaged SpectraFlow launcher: it runs headless commands the way a user would.
#
#   packaging/smoke-test.sh <launcher> [expected-version]
#
# <launcher> is bin/spectraflow of an app-image (or /opt/spectraflow/bin/spectraflow of an
# installed or extracted package). Checks: --version prints the expected version, --help works,
# and, when the launcher already offers them, `info demo` prints JSON and `run` finishes a small
# pipeline on the demo data. No display is needed. Exits non-zero on the first failure.
set -euo pipefail

launcher=${1:?usage: smoke-test.sh <launcher> [expected-version]}
expected_version=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset DISPLAY

fail() { echo "smoke-test: FAIL: $*" >&2; exit 1; }
step() { echo "smoke-test: $*"; }

# Runs the launcher with the given arguments; its output goes to $work/out, exit code to $rc.
invoke() {
  rc=0
  "$launcher" "$@" >"$work/out" 2>"$work/err" || rc=$?
}

[ -x "$launcher" ] || fail "launcher '$launcher' is missing or not executable"

invoke --version
[ "$rc" = 0 ] || fail "--version exited with $rc: $(cat "$work/err")"
grep -q '^SpectraFlow ' "$work/out" || fail "--version printed no 'SpectraFlow <version>' line: $(cat "$work/out")"
if [ -n "$expected_version" ]; then
  grep -qx "SpectraFlow $expected_version" "$work/out" \
    || fail "--version printed '$(head -1 "$work/out")', expected 'SpectraFlow $expected_version'"
fi
step "--version: $(head -1 "$work/out") ($(sed -n 2p "$work/out"))"

invoke --help
[ "$rc" = 0 ] || fail "--help exited with $rc: $(cat "$work/err")"
grep -q 'Usage: spectraflow' "$work/out" || fail "--help printed no usage: $(cat "$work/out")"
cp "$work/out" "$work/help"
step "--help: ok"

# picocli lists subcommands as indented "  name  description" lines under "Commands:".
has_command() { sed -n '/^Commands:/,$p' "$work/help" | grep -qE "^ +$1( |$)"; }

if has_command info; then
  invoke info demo
  [ "$rc" = 0 ] || fail "'info demo' exited with $rc: $(cat "$work/err")"
  head -c 1 "$work/out" | grep -q '[{[]' || fail "'info demo' did not print JSON: $(head -c 300 "$work/out")"
  step "info demo: ok ($(wc -c <"$work/out") bytes of JSON)"
else
  step "info: not offered by this build, skipped"
fi

if has_command run; then
  invoke run "$here/smoke/demo-pipeline.json" --report "$work/report.json"
  [ "$rc" = 0 ] || fail "'run' on the demo data exited with $rc: $(tail -5 "$work/err")"
  [ -s "$work/report.json" ] || fail "'run' wrote no report to $work/report.json"
  grep -q '"variants"' "$work/report.json" || fail "'run' report has no variants: $(head -c 300 "$work/report.json")"
  step "run demo pipeline: ok"
else
  step "run: not offered by this build, skipped"
fi
step "all checks passed for $launcher"
