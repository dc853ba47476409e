#!/usr/bin/env python3
"""D03 reference sweep in plain numpy / scipy / scikit-learn.

What it is
    The D03 cache benchmark sweep of nirs4all written the way a user would write it without
    nirs4all or SpectraFlow, so that SpectraFlow's `bench` figures can be compared with what
    one would otherwise run. The sweep is the `_cartesian_` of

        stage 1: [None, SNV, EMSC(scale=False), Detrend]
        stage 2: [None, EMSC(scale=False), SavitzkyGolay(window_length=15, polyorder=3),
                  Gaussian(order=1, sigma=2)]

    followed by PLSRegression(n_components in 5, 10, 15, 20): 16 preprocessing chains x 4 model
    sizes = 64 variants. Each transformer is fitted on the train rows and applied to all rows
    (train then test), as nirs4all does; PLS is fitted on train and scored on test (RMSE).

Operators (as nirs4all implements them; data float32 as nirs4all stores it)
    SNV       per-row mean and std (ddof=0) in float32; a zero std becomes 1.
    EMSC      scale=False, degree 2: reference = float32 column mean of the train rows; per row
              a least-squares fit row ~ c0*ref + c1*w + c2*w^2 (w = column index, no constant
              column, numpy lstsq in float64); output (row - c1*w - c2*w^2) / c0, to float32.
    Detrend   scipy.signal.detrend (linear, along the wavelengths).
    SG        scipy.signal.savgol_filter(window_length=15, polyorder=3, mode='interp').
    Gaussian  scipy.ndimage.gaussian_filter1d(sigma=2, order=1) (mode 'reflect', truncate 4).

Modes
    naive          every variant recomputes its whole preprocessing chain (96 transformer
                   applications: 24 per model size).
    prefix-cached  each distinct preprocessing prefix is computed once and kept in a dict keyed
                   by the chain of operators applied so far, so EMSC on raw data is shared by
                   (EMSC, None) and (None, EMSC): 14 transformer applications.
    Both modes fit every PLS model separately and give identical RMSEs.

Data
    A folder with Xcal, Ycal (train) and Xval, Yval (test), each `.csv` or `.csv.gz`,
    ';'-separated, NO header line, one target column (e.g. nirs4all's sample_data/regression:
    131 / 60 samples x 2151 wavelengths). All rows are kept (nirs4all's own loader assumes a
    header and drops the first row of such files).

What it measures
    `sweep_seconds`: time.perf_counter around the 64 variants only (preprocessing and PLS);
    `sweep_cpu_seconds_*`: time.process_time around the same (every thread of the process, so
    BLAS threads count too): on a loaded machine the comparable figure.
    `total_seconds`: from the start of the script (before importing numpy) to the end of the
    sweep, so it includes imports and loading. `peak_rss_mb`: the process's peak resident set.
    With --repeat N the sweep runs N times in one process (the prefix cache is emptied before
    each run) and the median sweep time is reported too.

Run
    python3 d03_reference.py DATA_FOLDER --mode prefix-cached --json out.json
    python3 d03_reference.py DATA_FOLDER --mode naive --repeat 5
    (time_reference.py runs both modes as separate processes several times and prints medians.)

Output
    One summary line on stdout; with --json, a JSON document with the timings, the operator
    application count, library versions and the 64 test RMSEs in sweep order (stage 1 outermost,
    then stage 2, then n_components), each with its stage names.
"""

import time

_SCRIPT_START = time.perf_counter()

import argparse  # noqa: E402
import json  # noqa: E402
import platform  # noqa: E402
import resource  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import scipy  # noqa: E402
import sklearn  # noqa: E402
from scipy.ndimage import gaussian_filter1d  # noqa: E402
from scipy.signal import detrend, savgol_filter  # noqa: E402
from sklearn.cross_decomposition import PLSRegression  # noqa: E402

N_COMPONENTS = (5, 10, 15, 20)


# ----------------------------------------------------------------------------- operators

class SNV:
    """Standard normal variate: per-row centring and scaling, float32, ddof=0. Stateless."""

    name = "SNV"

    def fit(self, x_train):
        return self

    def transform(self, x):
        centred = x - x.mean(axis=1, keepdims=True)
        std = centred.std(axis=1, ddof=0, keepdims=True)
        std[std == 0] = 1
        return (centred / std).astype(np.float32, copy=False)


class EMSC:
    """Extended multiplicative scatter correction, scale=False, degree 2 (see the header)."""

    name = "EMSC"

    def fit(self, x_train):
        self.reference_ = x_train.mean(axis=0)
        return self

    def transform(self, x):
        w = np.arange(x.shape[1], dtype=np.float64)
        design = np.column_stack([self.reference_.astype(np.float64), w, w * w])
        rows = x.astype(np.float64)
        coef, *_ = np.linalg.lstsq(design, rows.T, rcond=None)
        baseline = np.outer(coef[1], w) + np.outer(coef[2], w * w)
        return ((rows - baseline) / coef[0][:, None]).astype(np.float32)


class Detrend:
    """Linear detrend of each spectrum (scipy.signal.detrend). Stateless."""

    name = "Detrend"

    def fit(self, x_train):
        return self

    def transform(self, x):
        return detrend(x, axis=-1, type="linear").astype(np.float32, copy=False)


class SavitzkyGolay:
    """Savitzky-Golay smoothing, window 15, polynomial order 3, mode 'interp'. Stateless."""

    name = "SavitzkyGolay(window_length=15)"

    def fit(self, x_train):
        return self

    def transform(self, x):
        out = savgol_filter(x, window_length=15, polyorder=3, deriv=0, mode="interp", axis=-1)
        return out.astype(np.float32, copy=False)


class Gaussian:
    """First derivative of a Gaussian, sigma 2 (scipy.ndimage.gaussian_filter1d). Stateless."""

    name = "Gaussian(order=1, sigma=2)"

    def fit(self, x_train):
        return self

    def transform(self, x):
        out = gaussian_filter1d(x, sigma=2, order=1, axis=-1, mode="reflect", truncate=4.0)
        return out.astype(np.float32, copy=False)


STAGE_1 = (None, SNV, EMSC, Detrend)
STAGE_2 = (None, EMSC, SavitzkyGolay, Gaussian)


# ----------------------------------------------------------------------------- data

def read_matrix(folder, stem):
    """The ';'-separated, header-less matrix `stem`.csv(.gz) of `folder`, as float32."""
    for suffix in (".csv.gz", ".csv"):
        path = folder / (stem + suffix)
        if path.is_file():
            values = np.loadtxt(path, delimiter=";", dtype=np.float64, ndmin=2)
            return values.astype(np.float32)
    sys.exit(f"error: {folder} has no {stem}.csv or {stem}.csv.gz")


def load(folder):
    """Train and test X (float32, samples x wavelengths) and y (float32, 1-D)."""
    x_train, y_train = read_matrix(folder, "Xcal"), read_matrix(folder, "Ycal")[:, 0]
    x_test, y_test = read_matrix(folder, "Xval"), read_matrix(folder, "Yval")[:, 0]
    if x_train.shape[1] != x_test.shape[1]:
        sys.exit(f"error: Xcal has {x_train.shape[1]} columns, Xval {x_test.shape[1]}")
    return x_train, y_train, x_test, y_test


# ----------------------------------------------------------------------------- sweep

class Preprocessor:
    """Applies preprocessing chains to train+test; optionally caches every prefix."""

    def __init__(self, x_all, n_train, cached):
        self.x_all = x_all
        self.n_train = n_train
        self.cached = cached
        self.cache = {}
        self.applications = 0

    def apply(self, chain):
        """The features after `chain` (operator classes, None skipped), all rows."""
        x = self.x_all
        prefix = ()
        for op_class in chain:
            if op_class is None:
                continue
            prefix += (op_class.name,)
            if self.cached and prefix in self.cache:
                x = self.cache[prefix]
                continue
            x = op_class().fit(x[: self.n_train]).transform(x)
            self.applications += 1
            if self.cached:
                self.cache[prefix] = x
        return x


def test_rmse(x_all, n_train, y_train, y_test, k):
    """RMSE on test of a PLSRegression(n_components=k) fitted on train."""
    model = PLSRegression(n_components=k).fit(x_all[:n_train], y_train)
    pred = np.asarray(model.predict(x_all[n_train:]), dtype=np.float64).ravel()
    return float(np.sqrt(np.mean((y_test.astype(np.float64) - pred) ** 2)))


def sweep(data, cached):
    """Runs the 64 variants; returns (records, transformer applications)."""
    x_train, y_train, x_test, y_test = data
    n_train = x_train.shape[0]
    pre = Preprocessor(np.vstack([x_train, x_test]), n_train, cached)
    records = []
    for first in STAGE_1:
        for second in STAGE_2:
            for k in N_COMPONENTS:
                x = pre.apply((first, second))
                records.append({
                    "stage1": first.name if first else "None",
                    "stage2": second.name if second else "None",
                    "n_components": k,
                    "rmse": test_rmse(x, n_train, y_train, y_test, k),
                })
    return records, pre.applications


def main():
    parser = argparse.ArgumentParser(description="D03 sweep reference (numpy/scipy/sklearn)")
    parser.add_argument("folder", type=Path, help="folder with Xcal/Ycal/Xval/Yval")
    parser.add_argument("--mode", choices=("naive", "prefix-cached"), default="prefix-cached")
    parser.add_argument("--repeat", type=int, default=1, help="sweeps in this process (>= 1)")
    parser.add_argument("--json", type=Path, help="write the results here")
    args = parser.parse_args()
    if args.repeat < 1:
        sys.exit(f"error: --repeat must be >= 1, was {args.repeat}")
    if not args.folder.is_dir():
        sys.exit(f"error: data folder {args.folder} does not exist")

    data = load(args.folder)
    times = []
    cpu_times = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        cpu_start = time.process_time()
        records, applications = sweep(data, cached=args.mode == "prefix-cached")
        times.append(time.perf_counter() - start)
        cpu_times.append(time.process_time() - cpu_start)
    total = time.perf_counter() - _SCRIPT_START
    peak_rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0

    result = {
        "benchmark": "D03 reference sweep",
        "mode": args.mode,
        "dataset": args.folder.name,
        "train_shape": list(data[0].shape),
        "test_shape": list(data[2].shape),
        "variants": len(records),
        "transformer_applications": applications,
        "sweep_seconds": times[0],
        "sweep_seconds_all": times,
        "sweep_seconds_median": statistics.median(times),
        "sweep_cpu_seconds_all": cpu_times,
        "sweep_cpu_seconds_median": statistics.median(cpu_times),
        "total_seconds": total,
        "peak_rss_mb": peak_rss_mb,
        "versions": {
            "python": platform.python_version(),
            "numpy": np.__version__,
            "scipy": scipy.__version__,
            "scikit-learn": sklearn.__version__,
        },
        "scores": records,
    }
    best = min(records, key=lambda r: r["rmse"])
    print(f"D03 {args.mode}: {len(records)} variants, {applications} transformer applications, "
          f"sweep {statistics.median(times):.3f} s (median of {len(times)}), "
          f"total {total:.3f} s, peak RSS {peak_rss_mb:.1f} MB, best RMSE {best['rmse']:.6f} "
          f"({best['stage1']} > {best['stage2']} > PLS {best['n_components']})")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
