#!/usr/bin/env python3
"""Re-runs sample 05's stacking tail (merge then Meta-RF) with scikit-learn, to check SpectraFlow.

Usage: python3 tools/reference/sample05_stacking_check.py <regression data dir> <predictions.csv>
where predictions.csv is SpectraFlow's `run ... --predictions-csv` output for the sample 05
document (05_stacking_merge). No nirs4all code: the semantics are those of docs/pipeline-language.md
§4.13 (merge) and §4.6 (fold training) as SpectraFlow documents them.

The base models' out-of-fold and averaged test predictions are read from the CSV (they were checked
separately); this script rebuilds every later input itself:
  X = MinMaxScaler(fit on train) -> SNV (row-wise, ddof 0), in float32 as the dataset stores it;
  y = StandardScaler(fit on train y), kept in float32 (the dataset's precision);
  folds = KFold(5, shuffle=True, random_state=42) on the 131 train rows;
  merged = [branch 0's SNV features | best PLS | top-2 forests (best first) | both ridges];
  Meta-RF = RandomForestRegressor(30, max_depth=5, random_state=42) per fold, test = fold mean.
It prints the largest relative difference of the Meta-RF test predictions for several variants of
the merge (column order, precision) so that the sensitivity of the forest to them is measured.
"""
import csv
import gzip
import sys
from collections import defaultdict

import numpy as np
from sklearn.ensemble import RandomForestRegressor
from sklearn.linear_model import Ridge
from sklearn.model_selection import KFold
from sklearn.preprocessing import MinMaxScaler, StandardScaler


def load(path):
    with gzip.open(path, "rt") as f:
        return np.array([[float(v) for v in line.strip().split(";")] for line in f if line.strip()])


def main(data, pred_csv):
    xtr = load(f"{data}/Xcal.csv.gz").astype(np.float32)
    xte = load(f"{data}/Xval.csv.gz").astype(np.float32)
    ytr = load(f"{data}/Ycal.csv.gz").astype(np.float32).ravel()
    yte = load(f"{data}/Yval.csv.gz").astype(np.float32).ravel()
    ntr, nte = len(xtr), len(xte)
    mm = MinMaxScaler().fit(xtr)
    x = np.vstack([mm.transform(xtr), mm.transform(xte)]).astype(np.float32)
    xc = x - x.mean(axis=1, keepdims=True)  # float32 arithmetic, as numpy does on float32 data
    snv = (xc / xc.std(axis=1, keepdims=True)).astype(np.float32)
    xd = x.astype(np.float64)
    snv64 = ((xd - xd.mean(axis=1, keepdims=True)) / xd.std(axis=1, keepdims=True)).astype(np.float32)
    ys = StandardScaler().fit(ytr.reshape(-1, 1).astype(np.float64))
    # the dataset keeps the processed target in its precision (float32), as SpectraFlow does
    y_scaled = ys.transform(ytr.reshape(-1, 1).astype(np.float64)).ravel().astype(np.float32).astype(np.float64)
    folds = list(KFold(5, shuffle=True, random_state=42).split(np.zeros((ntr, 1))))

    oof = defaultdict(lambda: np.full(ntr, np.nan))
    test = defaultdict(lambda: np.full(nte, np.nan))
    sf = defaultdict(lambda: np.full(nte, np.nan))
    with open(pred_csv) as f:
        for r in csv.DictReader(f):
            s, v = int(r["sample"]), float(r["y_pred"])
            if r["partition"] == "val":
                oof[r["model"]][s] = v
            elif r["partition"] == "test":
                (sf if r["model"].startswith("Meta") else test)[r["model"]][s - ntr] = v

    def column(name):
        return np.concatenate([oof[name], test[name]])

    def cv_rmse(name):
        return float(np.sqrt(np.mean((oof[name] - ytr) ** 2)))

    best_pls = min(["PLS-5", "PLS-10", "PLS-15"], key=cv_rmse)
    forests = sorted(["RF-shallow", "RF-deep"], key=cv_rmse)
    preds = [best_pls] + forests + ["Ridge-PCA", "Ridge-Strong"]
    print("prediction columns:", preds)

    def meta_rf(merged, y_fit=None):
        y_fit = y_scaled if y_fit is None else y_fit
        merged = merged.astype(np.float32)
        out = []
        for tr, _ in folds:
            rf = RandomForestRegressor(n_estimators=30, max_depth=5, random_state=42)
            rf.fit(merged[:ntr][tr], y_fit[tr])
            out.append(rf.predict(merged[ntr:]))
        return ys.inverse_transform(np.mean(out, axis=0).reshape(-1, 1)).ravel()

    def rel(a, b):
        return float(np.max(np.abs(a - b) / np.maximum(np.abs(b), 1e-12)))

    def rmse(a):
        return float(np.sqrt(np.mean((a - yte) ** 2)))

    cols = np.column_stack([column(p) for p in preds])
    variants = {
        "documented: features then predictions": np.hstack([snv, cols]),
        "predictions then features": np.hstack([cols, snv]),
        "forests in discovery order": np.hstack(
            [snv, np.column_stack([column(p) for p in [best_pls, "RF-shallow", "RF-deep", "Ridge-PCA", "Ridge-Strong"]])]),
        "features only (no predictions)": snv,
        "all 7 models' predictions": np.hstack(
            [snv, np.column_stack([column(p) for p in ["PLS-5", "PLS-10", "PLS-15", "RF-shallow", "RF-deep", "Ridge-PCA", "Ridge-Strong"]])]),
        "predictions only": cols,
        "ranked by test score (PLS-15; RF-deep, RF-shallow)": np.hstack(
            [snv, np.column_stack([column(p) for p in ["PLS-15", "RF-deep", "RF-shallow", "Ridge-PCA", "Ridge-Strong"]])]),
        "SNV computed in float64": np.hstack([snv64, cols]),
    }
    print(f"SpectraFlow Meta-RF test rmse {rmse(sf['Meta-RF']):.6f}")
    for name, merged in variants.items():
        p = meta_rf(merged)
        print(f"{name:45s} test rmse {rmse(p):.6f}  max rel diff to SpectraFlow {rel(sf['Meta-RF'], p):.3e}")

    y64 = ys.transform(ytr.reshape(-1, 1).astype(np.float64)).ravel()
    p = meta_rf(variants["documented: features then predictions"], y64)
    print(f"{'scaled y kept in float64':45s} test rmse {rmse(p):.6f}  max rel diff to SpectraFlow {rel(sf['Meta-RF'], p):.3e}")

    # Meta-Ridge: a MetaModel over every base model's OOF column (string order), Ridge(0.5)
    names = sorted(["PLS-5", "PLS-10", "PLS-15", "RF-shallow", "RF-deep", "Ridge-PCA", "Ridge-Strong"])
    stack = np.column_stack([column(p) for p in names])
    out = []
    for tr, _ in folds:
        out.append(Ridge(alpha=0.5).fit(stack[:ntr][tr], y_scaled[tr]).predict(stack[ntr:]))
    ridge = ys.inverse_transform(np.mean(out, axis=0).reshape(-1, 1)).ravel()
    print(f"Meta-Ridge max rel diff to SpectraFlow {rel(sf['Meta-Ridge'], ridge):.3e}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
