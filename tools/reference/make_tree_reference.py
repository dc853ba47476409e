#!/usr/bin/env python3
"""Writes the reference predictions the tree-model tests compare against.

Usage: python3 tools/reference/make_tree_reference.py <shared-data-dir> <output-dir>
(e.g. ../shared/data and src/test/resources/reference). Needs scikit-learn 1.9.1
(numpy 2.4), the release nirs4all 0.11's reference numbers are made with.

Two files:
* trees-synthetic.json: a small deterministic data set (generated here, values rounded so that
  features have ties, plus one constant column) and the predictions of RandomForest and
  GradientBoosting regressors and classifiers on it, with several parameter sets; also the full
  structure of a few trees (feature, threshold, value per node) for the worked examples.
* trees-shared.json: predictions on the shared regression, classification and binary sets (the
  data themselves are not stored; the tests read them from the shared folder and skip without it).

Arrays are base64 of little-endian float64 ('f8') or float32 ('f4') bytes, as in
make_reference.py.
"""
import base64
import json
import os
import sys
import time

import numpy as np
import sklearn
from sklearn.ensemble import (GradientBoostingClassifier, GradientBoostingRegressor,
                              RandomForestClassifier, RandomForestRegressor)


def enc(a, dtype):
    a = np.ascontiguousarray(np.asarray(a, dtype=dtype))
    return {"shape": list(a.shape), "dtype": np.dtype(dtype).str[1:],
            "b64": base64.b64encode(a.astype("<" + np.dtype(dtype).str[1:]).tobytes()).decode()}


MODELS = {
    "RandomForestRegressor": RandomForestRegressor,
    "RandomForestClassifier": RandomForestClassifier,
    "GradientBoostingRegressor": GradientBoostingRegressor,
    "GradientBoostingClassifier": GradientBoostingClassifier,
}


def case(name, model, params, xtr, ytr, xte):
    est = MODELS[model](**params)
    t0 = time.perf_counter()
    est.fit(xtr, ytr)
    fit_s = time.perf_counter() - t0
    out = {"name": name, "model": model, "params": params, "fit_seconds": round(fit_s, 3),
           "predict": enc(est.predict(xte), "f8")}
    if hasattr(est, "predict_proba"):
        out["proba"] = enc(est.predict_proba(xte), "f8")
    if model.startswith("RandomForest"):
        out["nodes"] = [int(t.tree_.node_count) for t in est.estimators_]
    else:
        out["nodes"] = [int(t.tree_.node_count) for t in est.estimators_.ravel()]
    print(f"{name}: fit {fit_s:.3f}s", file=sys.stderr)
    return out


def tree_structure(est, index):
    t = (est.estimators_[index] if not hasattr(est.estimators_, "ravel")
         else est.estimators_.ravel()[index]).tree_
    return {"feature": t.feature.tolist(), "threshold": enc(t.threshold, "f8"),
            "value": enc(t.value.reshape(t.node_count, -1), "f8"),
            "n_node_samples": t.n_node_samples.tolist(),
            "weighted_n_node_samples": enc(t.weighted_n_node_samples, "f8")}


def synthetic():
    rs = np.random.RandomState(7)
    n, nte, p = 60, 25, 15
    x = rs.normal(size=(n + nte, p))
    x[:, :5] = np.round(x[:, :5], 1)          # ties
    x[:, 7] = 0.25                             # a constant feature
    x = x.astype(np.float32)
    w = rs.normal(size=p)
    y = (x.astype(np.float64) @ w + 0.3 * rs.normal(size=n + nte))
    y = np.round(y, 3)
    labels3 = np.digitize(y, np.quantile(y, [0.33, 0.66]))
    labels2 = (y > np.median(y)).astype(np.int64)
    xtr, xte = x[:n], x[n:]
    cases = []
    reg = [
        ("rfr-default", "RandomForestRegressor", {"n_estimators": 10, "random_state": 42}),
        ("rfr-shallow-sqrt", "RandomForestRegressor",
         {"n_estimators": 12, "max_depth": 3, "max_features": "sqrt", "min_samples_leaf": 2,
          "random_state": 0}),
        ("rfr-nobootstrap", "RandomForestRegressor",
         {"n_estimators": 5, "bootstrap": False, "max_features": 0.3, "min_samples_split": 5,
          "random_state": 3}),
        ("rfr-maxsamples-log2", "RandomForestRegressor",
         {"n_estimators": 8, "max_samples": 0.5, "max_features": "log2",
          "min_impurity_decrease": 0.05, "random_state": 11}),
        ("gbr-default", "GradientBoostingRegressor", {"n_estimators": 30, "random_state": 42}),
        ("gbr-subsample", "GradientBoostingRegressor",
         {"n_estimators": 25, "subsample": 0.7, "max_features": "sqrt", "max_depth": 4,
          "learning_rate": 0.2, "random_state": 5}),
        ("gbr-squared-error", "GradientBoostingRegressor",
         {"n_estimators": 20, "criterion": "squared_error", "min_samples_leaf": 3,
          "random_state": 1}),
    ]
    for name, model, params in reg:
        cases.append(case(name, model, params, xtr, y[:n], xte))
    cls = [
        ("rfc-default-3", "RandomForestClassifier", {"n_estimators": 10, "random_state": 42}, 3),
        ("rfc-entropy-2", "RandomForestClassifier",
         {"n_estimators": 9, "criterion": "entropy", "max_depth": 4, "random_state": 2}, 2),
        ("rfc-all-features-3", "RandomForestClassifier",
         {"n_estimators": 6, "max_features": None, "min_samples_leaf": 2, "random_state": 8}, 3),
        ("gbc-binary", "GradientBoostingClassifier", {"n_estimators": 20, "random_state": 42}, 2),
        ("gbc-multiclass", "GradientBoostingClassifier",
         {"n_estimators": 15, "subsample": 0.8, "max_depth": 2, "random_state": 4}, 3),
    ]
    for name, model, params, k in cls:
        labels = labels3 if k == 3 else labels2
        cases.append(case(name, model, params, xtr, labels[:n], xte))

    # Worked example of the tree-builder documentation (6 x 2).
    xw = np.array([[0.1, 1.0], [0.4, 0.5], [0.35, 0.8], [0.8, 0.2], [0.6, 0.9], [0.9, 0.1]],
                  dtype=np.float32)
    yw = np.array([1, 2, 1.5, 4, 2.5, 5], dtype=np.float64)
    rf = RandomForestRegressor(n_estimators=2, random_state=0).fit(xw, yw)
    gb = GradientBoostingRegressor(n_estimators=2, max_depth=1, random_state=0).fit(xw, yw)
    full = RandomForestRegressor(n_estimators=3, random_state=42).fit(xtr, y[:n])
    structures = {"worked-rf-0": tree_structure(rf, 0), "worked-rf-1": tree_structure(rf, 1),
                  "worked-gb-0": tree_structure(gb, 0), "worked-gb-1": tree_structure(gb, 1),
                  "synthetic-rf-0": tree_structure(full, 0)}
    return {"sklearn": sklearn.__version__,
            "x_train": enc(xtr, "f4"), "x_test": enc(xte, "f4"), "y": enc(y[:n], "f8"),
            "labels3": enc(labels3[:n], "f8"), "labels2": enc(labels2[:n], "f8"),
            "cases": cases, "structures": structures}


def read_csv(path, header):
    return np.loadtxt(path, delimiter=";", dtype=np.float64, skiprows=1 if header else 0)


def shared(data):
    reg = os.path.join(data, "regression")
    xcal = read_csv(os.path.join(reg, "Xcal.csv.gz"), False).astype(np.float32)
    xval = read_csv(os.path.join(reg, "Xval.csv.gz"), False).astype(np.float32)
    ycal = read_csv(os.path.join(reg, "Ycal.csv.gz"), False).astype(np.float32).astype(np.float64)
    cl = os.path.join(data, "classification")
    xtr = read_csv(os.path.join(cl, "Xtrain.csv"), True).astype(np.float32)
    xte = read_csv(os.path.join(cl, "Xtest.csv"), True).astype(np.float32)
    ytr = read_csv(os.path.join(cl, "Ytrain.csv"), True)
    bi = os.path.join(data, "binary")
    xbc = read_csv(os.path.join(bi, "Xcal.csv"), False).astype(np.float32)
    xbv = read_csv(os.path.join(bi, "Xval.csv"), False).astype(np.float32)
    ybc = read_csv(os.path.join(bi, "Ycal.csv"), False)
    cases = [
        case("regression-rf100", "RandomForestRegressor",
             {"n_estimators": 100, "random_state": 42}, xcal, ycal, xval),
        case("regression-rf50-depth8", "RandomForestRegressor",
             {"n_estimators": 50, "max_depth": 8, "random_state": 42}, xcal, ycal, xval),
        case("regression-gbr50-depth4", "GradientBoostingRegressor",
             {"n_estimators": 50, "max_depth": 4, "learning_rate": 0.1, "random_state": 42},
             xcal, ycal, xval),
        case("regression-gbr40-subsample", "GradientBoostingRegressor",
             {"n_estimators": 40, "subsample": 0.8, "max_depth": 3, "random_state": 42},
             xcal, ycal, xval),
        case("classification-rfc100", "RandomForestClassifier",
             {"n_estimators": 100, "random_state": 42}, xtr, ytr, xte),
        case("classification-gbc20", "GradientBoostingClassifier",
             {"n_estimators": 20, "max_depth": 3, "random_state": 42}, xtr, ytr, xte),
        case("binary-rfc50", "RandomForestClassifier",
             {"n_estimators": 50, "random_state": 42}, xbc, ybc, xbv),
        case("binary-gbc30", "GradientBoostingClassifier",
             {"n_estimators": 30, "subsample": 0.8, "random_state": 42}, xbc, ybc, xbv),
    ]
    return {"sklearn": sklearn.__version__, "cases": cases}


def main():
    data, out = sys.argv[1], sys.argv[2]
    with open(os.path.join(out, "trees-synthetic.json"), "w") as f:
        json.dump(synthetic(), f, indent=1)
    with open(os.path.join(out, "trees-shared.json"), "w") as f:
        json.dump(shared(data), f, indent=1)


if __name__ == "__main__":
    main()
