#!/usr/bin/env python3
"""Writes the end-to-end reference numbers the engine run tests compare against.

Usage: python3 tools/reference/make_e2e_reference.py <shared-data-dir> <output-dir>
(e.g. ../shared/data and src/test/resources/e2e).

Plain numpy / scipy / scikit-learn in float64, following pipeline-dsl section 4: transformers
fitted once on the whole train partition and applied to every row; per KFold fold a fresh PLS
fitted on the fold's train rows, scored on its validation rows and on the test partition; the
cross-validation score is the RMSE of the concatenated out-of-fold predictions; the test score of
a cross-validated model uses the fold models' averaged test predictions; the refit trains one
model on the whole train partition. The operators come from make_reference.py (imported).
"""
import json
import os
import sys

import numpy as np
from scipy import signal
from sklearn.cross_decomposition import PLSRegression
from sklearn.metrics import accuracy_score, balanced_accuracy_score
from sklearn.model_selection import KFold

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_reference import load, msc, snv  # noqa: E402

TRANSFORMS = {
    "StandardNormalVariate": lambda fit, x: snv(x),
    "MultiplicativeScatterCorrection": msc,
    "SavitzkyGolay": lambda fit, x: signal.savgol_filter(x, 11, 3),
    "Detrend": lambda fit, x: signal.detrend(x),
}


def rmse(t, p):
    return float(np.sqrt(np.mean((np.asarray(t) - np.asarray(p)) ** 2)))


def r2(t, p):
    t, p = np.asarray(t), np.asarray(p)
    return float(1 - np.sum((t - p) ** 2) / np.sum((t - t.mean()) ** 2))


def pls(x, y, k):
    return PLSRegression(n_components=k, scale=True).fit(x, y)


def predict(model, x):
    return model.predict(x).reshape(-1)


def chain(names, xtr, xte):
    """Applies each transform (fitted on the train rows) to train and test rows."""
    for n in names:
        if n is None:
            continue
        both = np.vstack([xtr, xte])
        out = TRANSFORMS[n](xtr, both)
        xtr, xte = out[:len(xtr)], out[len(xtr):]
    return xtr, xte


def cross_validated(xtr, ytr, xte, yte, k, n_splits=3):
    folds = list(KFold(n_splits=n_splits).split(xtr))
    val, test, oof_t, oof_p, test_preds = [], [], [], [], []
    for tr, va in folds:
        m = pls(xtr[tr], ytr[tr], k)
        pv, pt = predict(m, xtr[va]), predict(m, xte)
        val.append(rmse(ytr[va], pv))
        test.append(rmse(yte, pt))
        oof_t.extend(ytr[va])
        oof_p.extend(pv)
        test_preds.append(pt)
    avg = np.mean(np.array(test_preds), axis=0)
    refit = predict(pls(xtr, ytr, k), xte)
    return {"fold_val_rmse": val, "fold_test_rmse": test, "cv_rmse": rmse(oof_t, oof_p),
            "mean_fold_rmse": float(np.mean(val)), "avg_test_rmse": rmse(yte, avg),
            "avg_test_r2": r2(yte, avg), "refit_test_rmse": rmse(yte, refit),
            "refit_test_r2": r2(yte, refit)}


def regression(data):
    d = os.path.join(data, "regression")
    return (load(os.path.join(d, "Xcal.csv.gz")), load(os.path.join(d, "Ycal.csv.gz")).reshape(-1),
            load(os.path.join(d, "Xval.csv.gz")), load(os.path.join(d, "Yval.csv.gz")).reshape(-1))


def or_kfold(xtr, ytr, xte, yte):
    out = []
    for name in ["StandardNormalVariate", "MultiplicativeScatterCorrection", "SavitzkyGolay"]:
        a, b = chain([name], xtr, xte)
        out.append({"name": name + " > KFold(n_splits=3) > PLSRegression(n_components=10)",
                    **cross_validated(a, ytr, b, yte, 10)})
    return out


def cartesian(xtr, ytr, xte, yte):
    out = []
    for s1 in [None, "StandardNormalVariate", "MultiplicativeScatterCorrection"]:
        for s2 in [None, "SavitzkyGolay", "Detrend"]:
            a, b = chain([s1, s2], xtr, xte)
            for k in [4, 8, 12]:
                p = predict(pls(a, ytr, k), b)
                label = [n for n in (s1, s2) if n] + ["PLSRegression(n_components=%d)" % k]
                out.append({"name": " > ".join(label), "test_rmse": rmse(yte, p),
                            "test_r2": r2(yte, p)})
    return out


def branches(xtr, ytr, xte, yte):
    out = []
    for i, (name, k) in enumerate([("StandardNormalVariate", 5),
                                   ("MultiplicativeScatterCorrection", 8),
                                   ("SavitzkyGolay", 10)]):
        a, b = chain([name], xtr, xte)
        out.append({"branch": str(i), "n_components": k, **cross_validated(a, ytr, b, yte, k)})
    return out


def multi_source(data):
    d = os.path.join(data, "multi")
    xtr = [load(os.path.join(d, "Xcal_%d.gz" % s)) for s in (1, 2, 3)]
    xte = [load(os.path.join(d, "Xval_%d.csv.gz" % s)) for s in (1, 2, 3)]
    ytr = load(os.path.join(d, "Ycal.csv.gz")).reshape(-1)
    yte = load(os.path.join(d, "Yval.csv.gz")).reshape(-1)
    a = np.hstack([snv(x) for x in xtr])
    b = np.hstack([snv(x) for x in xte])
    p = predict(pls(a, ytr, 10), b)
    return {"features": a.shape[1], "test_rmse": rmse(yte, p), "test_r2": r2(yte, p)}


def classification(data):
    d = os.path.join(data, "binary")
    xtr, xte = load(os.path.join(d, "Xcal.csv")), load(os.path.join(d, "Xval.csv"))
    ytr = load(os.path.join(d, "Ycal.csv")).reshape(-1)
    yte = load(os.path.join(d, "Yval.csv")).reshape(-1)
    a, b = snv(xtr), snv(xte)
    pred = (predict(pls(a, ytr, 5), b) > 0.5).astype(float)
    return {"test_balanced_accuracy": float(balanced_accuracy_score(yte, pred)),
            "test_accuracy": float(accuracy_score(yte, pred)), "y_pred": pred.tolist()}


def main():
    data, out_dir = sys.argv[1], sys.argv[2]
    xtr, ytr, xte, yte = regression(data)
    doc = {"orKFold": or_kfold(xtr, ytr, xte, yte),
           "cartesian": cartesian(xtr, ytr, xte, yte),
           "branches": branches(xtr, ytr, xte, yte),
           "multiSource": multi_source(data),
           "classification": classification(data)}
    with open(os.path.join(out_dir, "e2e-reference.json"), "w") as fh:
        json.dump(doc, fh, indent=1)


if __name__ == "__main__":
    main()
