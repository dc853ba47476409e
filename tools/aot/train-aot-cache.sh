#!/bin/sh
# Trains a JDK 25+ AOT cache (JEP 483/514) on a representative command-line run: the D03 sweep
# (64 variants, step cache on) on the built-in demo data. The cache holds the classes loaded and
# linked, and the method profiles, of that run, so a later cold run starts with them.
#
# usage (from the repository root, after ./mvnw package):
#   tools/aot/train-aot-cache.sh jar [JAR] [OUT]
#       trains with `java -jar JAR` (default target/spectraflow.jar, out target/spectraflow.aot);
#       use it with: java -XX:AOTCache=OUT -Xlog:aot=off -Xlog:cds=off -jar JAR ...
#   tools/aot/train-aot-cache.sh launcher LAUNCHER OUT
#       trains with an installed app-image launcher (its own runtime: a cache only serves the
#       exact JVM and class path it was made with); the image's java-options then need
#       -XX:AOTCache=OUT -Xlog:aot=off -Xlog:cds=off
#
# -Xlog:aot=off -Xlog:cds=off keep a missing or stale cache silent: the JVM then starts without
# it. The cache is only valid for the same JDK build and the same jar files (rebuild => retrain).
set -eu
mode=${1:-jar}
doc=src/main/resources/org/spectraflow/demo/d03-sweep.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
case "$mode" in
  jar)
    jar=${2:-target/spectraflow.jar}
    out=${3:-target/spectraflow.aot}
    java -XX:AOTCacheOutput="$out" -jar "$jar" run "$doc" --data demo --step-cache on \
      --report "$work/report.json" > "$work/out.txt"
    ;;
  launcher)
    launcher=${2:?launcher path}
    out=${3:?cache path}
    JAVA_TOOL_OPTIONS="-XX:AOTCacheOutput=$out" "$launcher" run "$doc" --data demo \
      --step-cache on --report "$work/report.json" > "$work/out.txt"
    ;;
  *)
    echo "error: unknown mode '$mode'; use jar or launcher" >&2
    exit 1
    ;;
esac
test -s "$out" || { echo "error: no AOT cache written to $out (JDK 25 or newer needed)" >&2; exit 1; }
echo "wrote $out ($(wc -c < "$out") bytes)"
