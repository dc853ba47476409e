#!/bin/sh
# Trains a JDK 25+ AOT cache (JEP 483/514) on a representative command-line run: the D03 sweep
# (64 variants, step cache on) on a dataset folder as nirs4all writes it (gzipped ';'-separated
# Xcal/Ycal/Xval/Yval files, made here by awk: smooth synthetic spectra, 15 significant digits), so
# that the CSV loader's classes and method profiles are in the cache too, as a cold `run --data
# <folder>` needs them (the built-in demo data would skip the loader). The cache holds the classes
# loaded and linked, and the method profiles, of that run, so a later cold run starts with them.
#
# usage (from the repository root, after ./mvnw package):
#   tools/aot/train-aot-cache.sh jar [JAR] [OUT]
#       trains with `java -jar JAR` (default target/spectraflow.jar, out target/spectraflow.aot);
#       use it with: java -XX:AOTCache=OUT -Xlog:aot=off -Xlog:cds=off -jar JAR ...
#   tools/aot/train-aot-cache.sh image IMAGE
#       trains with the launcher of the app-image IMAGE (Linux IMAGE/bin/NAME, macOS
#       IMAGE/Contents/MacOS/NAME: its own runtime and class path, which a cache must match),
#       writes the cache beside the launcher's .cfg file (IMAGE/lib/app or IMAGE/Contents/app) and
#       adds -XX:AOTCache=$APPDIR/spectraflow.aot -Xlog:aot=off -Xlog:cds=off to that .cfg; the
#       image's jars get one modification time, kept in spectraflow.aot.stamp for the installers.
#       Run again after rebuilding the image; the profile `dist` does it on JDK 25 or newer.
#   tools/aot/train-aot-cache.sh launcher LAUNCHER OUT
#       trains with any launcher whose options do not already name an AOT cache.
#
# -Xlog:aot=off -Xlog:cds=off keep a missing or stale cache silent: the JVM then starts without
# it. The cache is only valid for the same JDK build and the same jar files (rebuild => retrain).
set -eu
mode=${1:-jar}
doc=src/main/resources/org/spectraflow/demo/d03-sweep.json
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The training dataset: 120 train and 40 test spectra of 700 wavelengths, deterministic.
data=$work/data
mkdir -p "$data"
spectra() {
  awk -v rows="$1" -v seed="$2" 'BEGIN {
    srand(seed)
    for (i = 0; i < rows; i++) {
      a = 0.5 + rand(); b = rand(); c = 0.2 * rand(); line = ""
      for (j = 0; j < 700; j++) {
        w = j / 700
        v = a + 0.3 * b * w + c * exp(-((w - 0.4) ^ 2) / 0.01) + 0.002 * rand()
        line = line (j ? ";" : "") sprintf("%.15g", v)
      }
      print line
      print 10 * a + 40 * c + b > "/dev/stderr"
    }
  }'
}
spectra 120 1 2> "$data/Ycal.csv" | gzip > "$data/Xcal.csv.gz"
spectra 40 2 2> "$data/Yval.csv" | gzip > "$data/Xval.csv.gz"
gzip "$data/Ycal.csv" "$data/Yval.csv"
# Two steps (record, then create), each through the launcher: the one-step -XX:AOTCacheOutput
# starts a second JVM from the runtime's bin/java, which a jpackage runtime does not have.
train_launcher() {
  JAVA_TOOL_OPTIONS="-XX:AOTMode=record -XX:AOTConfiguration=$work/app.aotconf" "$1" run "$doc" \
    --data "$data" --step-cache on --report "$work/report.json" > "$work/out.txt" 2> "$work/err.txt" \
    || { cat "$work/err.txt" >&2; echo "error: the training run of $1 failed" >&2; exit 1; }
  JAVA_TOOL_OPTIONS="-XX:AOTMode=create -XX:AOTConfiguration=$work/app.aotconf -XX:AOTCache=$2" \
    "$1" --version > "$work/create.txt" 2>&1 \
    || { cat "$work/create.txt" >&2; echo "error: creating the AOT cache $2 failed" >&2; exit 1; }
}
case "$mode" in
  jar)
    jar=${2:-target/spectraflow.jar}
    out=${3:-target/spectraflow.aot}
    java -XX:AOTCacheOutput="$out" -jar "$jar" run "$doc" --data "$data" --step-cache on \
      --report "$work/report.json" > "$work/out.txt"
    ;;
  image)
    image=${2:?app-image folder}
    [ -d "$image.app" ] && image=$image.app
    cfg=$(ls "$image"/lib/app/*.cfg "$image"/Contents/app/*.cfg 2>/dev/null | head -1)
    [ -n "$cfg" ] || { echo "error: no launcher .cfg under $image/lib/app or $image/Contents/app" >&2; exit 1; }
    name=$(basename "$cfg" .cfg)
    launcher=$image/bin/$name
    [ -x "$launcher" ] || launcher=$image/Contents/MacOS/$name
    [ -x "$launcher" ] || { echo "error: no launcher $name in $image/bin or $image/Contents/MacOS" >&2; exit 1; }
    out=$(dirname "$cfg")/spectraflow.aot
    # A launcher whose options already name a cache cannot write one: drop ours first.
    grep -v -e '-XX:AOTCache=' -e '-Xlog:aot=off' -e '-Xlog:cds=off' "$cfg" > "$work/cfg"
    cat "$work/cfg" > "$cfg"
    rm -f "$out" "$out.config"
    # The cache records each jar's size and modification time (whole seconds) and is ignored when
    # one differs. Package managers unpack files with the time they were packaged, so every jar
    # gets one stated time, written beside the cache; the installers' scripts put it back
    # (packaging/linux/desktop/integrate.sh). touch -t and TZ=UTC are POSIX: GNU and BSD alike.
    stamp=$(TZ=UTC date +%Y%m%d%H%M.%S)
    find "$image" -name '*.jar' -exec env TZ=UTC touch -m -t "$stamp" {} +
    echo "$stamp" > "$out.stamp"
    train_launcher "$launcher" "$out"
    test -s "$out" || { echo "error: no AOT cache written to $out (JDK 25 or newer needed)" >&2; exit 1; }
    awk '{ print } /^\[JavaOptions\]/ { print "java-options=-XX:AOTCache=$APPDIR/spectraflow.aot"; print "java-options=-Xlog:aot=off"; print "java-options=-Xlog:cds=off" }' \
      "$cfg" > "$work/cfg"
    cat "$work/cfg" > "$cfg"
    ;;
  launcher)
    launcher=${2:?launcher path}
    out=${3:?cache path}
    train_launcher "$launcher" "$out"
    ;;
  *)
    echo "error: unknown mode '$mode'; use jar, image or launcher" >&2
    exit 1
    ;;
esac
test -s "$out" || { echo "error: no AOT cache written to $out (JDK 25 or newer needed)" >&2; exit 1; }
echo "wrote $out ($(wc -c < "$out") bytes)"
