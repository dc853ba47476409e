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
from sklearn.ensemble import RandomForestClassifier, StackingRegressor
from sklearn.linear_model import LogisticRegression, Ridge
from sklearn.metrics import accuracy_score, balanced_accuracy_score
from sklearn.model_selection import KFold, RepeatedKFold, StratifiedKFold

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


def folds_scored(make, xtr, ytr, xte, yte, folds, score):
    """Per fold: a fresh model on the fold's train rows, scored on its validation rows and the test
    partition; the refit trains one model on every train row (the winner of a one-variant run)."""
    val, test = [], []
    for tr, va in folds:
        m = make().fit(xtr[tr], ytr[tr])
        val.append(score(ytr[va], m.predict(xtr[va]).reshape(-1)))
        test.append(score(yte, m.predict(xte).reshape(-1)))
    refit = make().fit(xtr, ytr).predict(xte).reshape(-1)
    return {"fold_val": val, "fold_test": test, "mean_fold": float(np.mean(val)),
            "refit_test": score(yte, refit), "refit_pred": refit.tolist()}


def binary(data):
    d = os.path.join(data, "binary")
    xtr, xte = load(os.path.join(d, "Xcal.csv")), load(os.path.join(d, "Xval.csv"))
    ytr = load(os.path.join(d, "Ycal.csv")).reshape(-1)
    yte = load(os.path.join(d, "Yval.csv")).reshape(-1)
    return snv(xtr), ytr, snv(xte), yte


def stratified_classification(data):
    """SNV > StratifiedKFold(3, shuffle, seed 0) > LogisticRegression / RandomForestClassifier."""
    xtr, ytr, xte, yte = binary(data)
    folds = list(StratifiedKFold(n_splits=3, shuffle=True, random_state=0).split(xtr, ytr))
    score = lambda t, p: float(balanced_accuracy_score(t, p))  # noqa: E731
    return {
        "LogisticRegression": folds_scored(
            lambda: LogisticRegression(C=1.0, max_iter=1000), xtr, ytr, xte, yte, folds, score),
        "RandomForestClassifier": folds_scored(
            lambda: RandomForestClassifier(n_estimators=25, max_depth=6, random_state=0),
            xtr, ytr, xte, yte, folds, score)}


def repeated_kfold(xtr, ytr, xte, yte):
    """SNV > RepeatedKFold(n_splits=3, n_repeats=2, random_state=0) > PLSRegression(8)."""
    a, b = chain(["StandardNormalVariate"], xtr, xte)
    folds = list(RepeatedKFold(n_splits=3, n_repeats=2, random_state=0).split(a))
    return folds_scored(lambda: PLSRegression(n_components=8, scale=True), a, ytr, b, yte, folds,
                        rmse)


def stacking(xtr, ytr, xte, yte):
    """SNV > KFold(3) > StackingRegressor([pls4, pls10], final Ridge(alpha=0.1), cv=3)."""
    a, b = chain(["StandardNormalVariate"], xtr, xte)
    folds = list(KFold(n_splits=3).split(a))

    def make():
        return StackingRegressor(
            estimators=[("pls4", PLSRegression(n_components=4)),
                        ("pls10", PLSRegression(n_components=10))],
            final_estimator=Ridge(alpha=0.1), cv=3)
    return folds_scored(make, a, ytr, b, yte, folds, rmse)


def exclusion(xtr, ytr, xte, yte):
    """exclude YOutlierFilter(iqr, 1.5) > KFold(3) > PLSRegression(10): the flagged train rows
    (outside [q1 - 1.5 iqr, q3 + 1.5 iqr], numpy's linear percentiles) never train nor score."""
    q1, q3 = np.percentile(ytr, [25, 75])
    keep = (ytr >= q1 - 1.5 * (q3 - q1)) & (ytr <= q3 + 1.5 * (q3 - q1))
    a, c = xtr[keep], ytr[keep]
    folds = list(KFold(n_splits=3).split(a))
    out = folds_scored(lambda: PLSRegression(n_components=10, scale=True), a, c, xte, yte, folds,
                       rmse)
    out["excluded"] = int((~keep).sum())
    return out


def main():
    data, out_dir = sys.argv[1], sys.argv[2]
    xtr, ytr, xte, yte = regression(data)
    doc = {"orKFold": or_kfold(xtr, ytr, xte, yte),
           "cartesian": cartesian(xtr, ytr, xte, yte),
           "branches": branches(xtr, ytr, xte, yte),
           "multiSource": multi_source(data),
           "classification": classification(data),
           "stratifiedClassification": stratified_classification(data),
           "repeatedKFold": repeated_kfold(xtr, ytr, xte, yte),
           "stacking": stacking(xtr, ytr, xte, yte),
           "exclusion": exclusion(xtr, ytr, xte, yte)}
    with open(os.path.join(out_dir, "e2e-reference.json"), "w") as fh:
        json.dump(doc, fh, indent=1)


if __name__ == "__main__":
    main()
