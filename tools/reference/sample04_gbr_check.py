#!/usr/bin/env python3
"""Re-runs sample 04's GBR-SavGol branch with scikit-learn 1.9.1 and scipy, to check SpectraFlow.

Usage: python3 tools/reference/sample04_gbr_check.py <regression data dir> <predictions.csv>
where predictions.csv is SpectraFlow's `run ... --predictions-csv` output for the sample 04
document (04_branching_basic). No nirs4all code: the chain as SpectraFlow documents it
(docs/pipeline-language.md §4.6; SavitzkyGolay = scipy.signal.savgol_filter on float32 rows):
  X = MinMaxScaler(fit on train) -> savgol_filter(window_length=11, polyorder=2), float32;
  y = StandardScaler(fit on train y), kept in float32;
  folds = KFold(3, shuffle=True, random_state=42);
  GradientBoostingRegressor(n_estimators=50, max_depth=4, learning_rate=0.1, random_state=42)
  per fold (validation predictions) and refitted on every train row (test predictions).
Prints the largest relative difference of the fold validation and test predictions.
"""
import csv
import gzip
import sys

import numpy as np
from scipy.signal import savgol_filter
from sklearn.ensemble import GradientBoostingRegressor
from sklearn.model_selection import KFold
from sklearn.preprocessing import MinMaxScaler, StandardScaler


def load(path):
    with gzip.open(path, "rt") as f:
        return np.array([[float(v) for v in line.strip().split(";")] for line in f if line.strip()])


def main(data, pred_csv, name="GBR-SavGol"):
    xtr = load(f"{data}/Xcal.csv.gz").astype(np.float32)
    xte = load(f"{data}/Xval.csv.gz").astype(np.float32)
    ytr = load(f"{data}/Ycal.csv.gz").astype(np.float32).ravel()
    ntr = len(xtr)
    mm = MinMaxScaler().fit(xtr)
    x = np.vstack([mm.transform(xtr), mm.transform(xte)]).astype(np.float32)
    sg = savgol_filter(x, window_length=11, polyorder=2).astype(np.float32)
    ys = StandardScaler().fit(ytr.reshape(-1, 1).astype(np.float64))
    y = ys.transform(ytr.reshape(-1, 1).astype(np.float64)).ravel().astype(np.float32).astype(np.float64)

    val, test = {}, {}
    with open(pred_csv) as f:
        for r in csv.DictReader(f):
            if r["model"] != name:
                continue
            if r["partition"] == "val":
                val[(int(r["fold"]), int(r["sample"]))] = float(r["y_pred"])
            elif r["partition"] == "test":
                test[int(r["sample"]) - ntr] = float(r["y_pred"])

    def gbr():
        return GradientBoostingRegressor(n_estimators=50, max_depth=4, learning_rate=0.1, random_state=42)

    def rel(a, b):
        a, b = np.asarray(a), np.asarray(b)
        return float(np.max(np.abs(a - b) / np.maximum(np.abs(b), 1e-12)))

    worst = 0.0
    fold_avg = []
    for f, (tr, va) in enumerate(KFold(3, shuffle=True, random_state=42).split(np.zeros((ntr, 1)))):
        m = gbr().fit(sg[:ntr][tr], y[tr])
        p = ys.inverse_transform(m.predict(sg[:ntr][va]).reshape(-1, 1)).ravel()
        fold_avg.append(ys.inverse_transform(m.predict(sg[ntr:]).reshape(-1, 1)).ravel())
        sf = np.array([val[(f, i)] for i in va])
        d = rel(sf, p)
        worst = max(worst, d)
        print(f"fold {f}: max rel diff of validation predictions {d:.3e} "
              f"({int(np.sum(np.abs(sf - p) > 1e-9 * np.abs(p)))} of {len(va)} differ)")
    refit = ys.inverse_transform(gbr().fit(sg[:ntr], y).predict(sg[ntr:]).reshape(-1, 1)).ravel()
    sf_test = np.array([test[i] for i in range(len(xte))])
    print(f"test vs refit: {rel(sf_test, refit):.3e}; test vs fold mean: {rel(sf_test, np.mean(fold_avg, axis=0)):.3e}")
    print(f"max rel diff over validation predictions: {worst:.3e}")

    # sensitivity of the refitted model's test predictions to details of its input
    y64 = ys.transform(ytr.reshape(-1, 1).astype(np.float64)).ravel()
    sg64 = savgol_filter(x.astype(np.float64), window_length=11, polyorder=2).astype(np.float32)
    for label, xs, yy in (("scaled y kept in float64", sg, y64),
                          ("SavGol computed on float64 then rounded", sg64, y)):
        p = ys.inverse_transform(gbr().fit(xs[:ntr], yy).predict(xs[ntr:]).reshape(-1, 1)).ravel()
        n = int(np.sum(np.abs(p - sf_test) > 1e-9 * np.abs(sf_test)))
        print(f"{label}: {n} of {len(p)} test predictions change, max rel {rel(p, sf_test):.3e}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
