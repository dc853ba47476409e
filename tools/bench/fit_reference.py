#!/usr/bin/env python3
"""Single-threaded scikit-learn fit times per model kind, the reference of `bench --fits`.

What it is
    The model fits of SpectraFlow's fit table (`bench --fits`, docs/performance.md) timed in
    scikit-learn with the same parameters on the same rows, so the ratio of one model kind's
    fit time comes from one run on one machine.

Data (as `bench --fits` prepares it)
    Xcal / Ycal of a nirs4all folder (';'-separated, no header, .csv or .csv.gz), float32. The
    first n - ceil(n / 4) rows are kept (the fold size of a ShuffleSplit(test_size=0.25), as in
    sample 06); X is min-max scaled per column on those rows and y standardised (mean 0, std 1,
    ddof 0). The classifier's labels are y > median(y).

Kinds (scikit-learn defaults unless given; every fit single-threaded: n_jobs=None and
OMP / OpenBLAS / MKL limited to one thread before numpy is imported)
    RandomForestRegressor(n_estimators=100, random_state=42)
    GradientBoostingRegressor(random_state=0)
    ElasticNet(alpha=0.1, l1_ratio=0.5), Lasso(alpha=0.01)
    SVR(), LogisticRegression(max_iter=1000)
    PLSRegression(n_components=10), Ridge(alpha=1.0)

Run
    python3 fit_reference.py DATA_FOLDER --repeat 3 --json out.json
Output
    One line per kind on stdout; with --json {"fits": {kind: median wall seconds}, "fits_cpu":
    {kind: median CPU seconds of the process}, "rows": n, ...}. On a loaded machine the CPU
    figures are the comparable ones.
"""

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_var] = "1"

import argparse  # noqa: E402
import json  # noqa: E402
import math  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import sklearn  # noqa: E402
from sklearn.cross_decomposition import PLSRegression  # noqa: E402
from sklearn.ensemble import GradientBoostingRegressor, RandomForestRegressor  # noqa: E402
from sklearn.linear_model import ElasticNet, Lasso, LogisticRegression, Ridge  # noqa: E402
from sklearn.svm import SVR  # noqa: E402

KINDS = {
    "RandomForestRegressor": lambda: RandomForestRegressor(n_estimators=100, random_state=42),
    "GradientBoostingRegressor": lambda: GradientBoostingRegressor(random_state=0),
    "ElasticNet": lambda: ElasticNet(alpha=0.1, l1_ratio=0.5),
    "Lasso": lambda: Lasso(alpha=0.01),
    "SVR": lambda: SVR(),
    "LogisticRegression": lambda: LogisticRegression(max_iter=1000),
    "PLSRegression": lambda: PLSRegression(n_components=10),
    "Ridge": lambda: Ridge(alpha=1.0),
}


def read_matrix(folder, stem):
    for suffix in (".csv.gz", ".csv"):
        path = folder / (stem + suffix)
        if path.is_file():
            return np.loadtxt(path, delimiter=";", dtype=np.float64, ndmin=2).astype(np.float32)
    sys.exit(f"error: {folder} has no {stem}.csv or {stem}.csv.gz")


def prepare(folder):
    x, y = read_matrix(folder, "Xcal"), read_matrix(folder, "Ycal")[:, 0].astype(np.float64)
    n = x.shape[0] - math.ceil(x.shape[0] / 4)
    x, y = x[:n], y[:n]
    low, high = x.min(axis=0), x.max(axis=0)
    span = np.where(high > low, high - low, 1).astype(np.float32)
    x = ((x - low) / span).astype(np.float32)
    y = (y - y.mean()) / y.std()
    return x, y, (y > np.median(y)).astype(int)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folder", type=Path)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    x, y, labels = prepare(args.folder)
    fits, fits_cpu = {}, {}
    for kind in args.kinds.split(","):
        target = labels if kind == "LogisticRegression" else y
        times, cpu = [], []
        for _ in range(args.repeat):
            model = KINDS[kind]()
            start, start_cpu = time.perf_counter(), time.process_time()
            model.fit(x, target)
            times.append(time.perf_counter() - start)
            cpu.append(time.process_time() - start_cpu)
        fits[kind] = statistics.median(times)
        fits_cpu[kind] = statistics.median(cpu)
        print(
            f"{kind}: {fits[kind] * 1000:.1f} ms, CPU {fits_cpu[kind] * 1000:.1f} ms"
            f" (median of {args.repeat})",
            flush=True,
        )
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    "fits": fits,
                    "fits_cpu": fits_cpu,
                    "rows": int(x.shape[0]),
                    "features": int(x.shape[1]),
                    "repeat": args.repeat,
                    "sklearn": sklearn.__version__,
                    "numpy": np.__version__,
                },
                indent=1,
            )
        )


if __name__ == "__main__":
    main()
