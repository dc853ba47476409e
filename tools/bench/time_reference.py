#!/usr/bin/env python3
"""Times d03_reference.py in both modes, each as N fresh processes, and prints the medians.

Run
    python3 time_reference.py DATA_FOLDER [--runs 5] [--json medians.json]

Every run is a new interpreter (so each includes imports and loading, like a user running the
script once); runs alternate naive / prefix-cached so that machine noise hits both alike. For
each mode it reports the median over the runs of: the whole-process wall time (measured here),
the sweep time and total time the script reports, and its peak RSS. It also checks that both
modes gave the same 64 RMSEs and prints the naive / prefix-cached sweep ratio.
"""

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SCRIPT = Path(__file__).with_name("d03_reference.py")
MODES = ("naive", "prefix-cached")


def run_once(folder, mode, out):
    """One process of the reference script; returns its JSON result plus the wall time."""
    start = time.perf_counter()
    subprocess.run([sys.executable, str(SCRIPT), str(folder), "--mode", mode, "--json", str(out)],
                   check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    result = json.loads(out.read_text(encoding="utf-8"))
    result["process_seconds"] = wall
    return result


def summarise(results):
    """Medians of the timing fields over the runs of one mode."""
    def median(field):
        return statistics.median(r[field] for r in results)
    return {
        "runs": len(results),
        "process_seconds": median("process_seconds"),
        "sweep_seconds": median("sweep_seconds"),
        "total_seconds": median("total_seconds"),
        "peak_rss_mb": median("peak_rss_mb"),
        "transformer_applications": results[0]["transformer_applications"],
        "sweep_seconds_all": [r["sweep_seconds"] for r in results],
    }


def main():
    parser = argparse.ArgumentParser(description="median timings of the D03 reference script")
    parser.add_argument("folder", type=Path)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", type=Path, help="write the medians here")
    args = parser.parse_args()
    if args.runs < 1:
        sys.exit(f"error: --runs must be >= 1, was {args.runs}")

    results = {mode: [] for mode in MODES}
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(args.runs):
            for mode in MODES:
                results[mode].append(run_once(args.folder, mode, Path(tmp) / f"{mode}-{i}.json"))

    scores = {mode: [r["rmse"] for r in results[mode][0]["scores"]] for mode in MODES}
    summary = {mode: summarise(results[mode]) for mode in MODES}
    summary["identical_scores"] = scores["naive"] == scores["prefix-cached"]
    summary["naive_over_prefix_cached_sweep"] = (
        summary["naive"]["sweep_seconds"] / summary["prefix-cached"]["sweep_seconds"])
    summary["versions"] = results["naive"][0]["versions"]
    for mode in MODES:
        s = summary[mode]
        print(f"{mode:>14}: sweep {s['sweep_seconds']:.3f} s, total {s['total_seconds']:.3f} s, "
              f"process {s['process_seconds']:.3f} s, peak RSS {s['peak_rss_mb']:.1f} MB, "
              f"{s['transformer_applications']} transformer applications "
              f"(medians of {s['runs']})")
    print(f"naive / prefix-cached sweep: {summary['naive_over_prefix_cached_sweep']:.2f}x; "
          f"identical scores: {summary['identical_scores']}")
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
