#!/usr/bin/env python3
"""Writes the reference predictions of the "model breadth" operators (decision trees, extra trees, RidgeClassifier, KernelRidge, ...).

Usage: python3 tools/reference/make_breadth_reference.py <output-dir>
(e.g. src/test/resources/reference). Needs scikit-learn 1.9.1 (numpy 2.4), the release
nirs4all 0.11's reference numbers are made with.

One file, breadth.json: the synthetic data set of make_tree_reference.py (60 train, 25 test
rows of 15 float32 features with ties and a constant column; a continuous target, 2 and 3
classes) and, per case (a case may bring its own x_train/x_test), the model, its parameters, the target it was fitted on and its test
predictions (and probabilities for classifiers). Arrays are base64 of little-endian float64
('f8') or float32 ('f4') bytes, as in make_reference.py.
"""
import base64
import json
import os
import sys

import numpy as np
from sklearn.ensemble import (ExtraTreesClassifier, ExtraTreesRegressor, RandomForestClassifier,
                              VotingClassifier)
from sklearn.discriminant_analysis import (LinearDiscriminantAnalysis,
                                           QuadraticDiscriminantAnalysis)
from sklearn.kernel_ridge import KernelRidge
from sklearn.linear_model import BayesianRidge, RidgeClassifier
from sklearn.tree import DecisionTreeClassifier, DecisionTreeRegressor


def enc(a, dtype):
    a = np.ascontiguousarray(np.asarray(a, dtype=dtype))
    return {"shape": list(a.shape), "dtype": np.dtype(dtype).str[1:],
            "b64": base64.b64encode(a.astype("<" + np.dtype(dtype).str[1:]).tobytes()).decode()}


MODELS = {
    "DecisionTreeRegressor": DecisionTreeRegressor,
    "DecisionTreeClassifier": DecisionTreeClassifier,
    "ExtraTreesRegressor": ExtraTreesRegressor,
    "ExtraTreesClassifier": ExtraTreesClassifier,
    "RidgeClassifier": RidgeClassifier,
    "KernelRidge": KernelRidge,
    "BayesianRidge": BayesianRidge,
    "VotingClassifier": VotingClassifier,
    "LinearDiscriminantAnalysis": LinearDiscriminantAnalysis,
    "QuadraticDiscriminantAnalysis": QuadraticDiscriminantAnalysis,
    "RandomForestClassifier": RandomForestClassifier,
}
# Models that compute in float64 are fitted on the float64 copy of the same float32 values.
FLOAT64 = {"RidgeClassifier", "KernelRidge", "BayesianRidge", "LinearDiscriminantAnalysis",
           "QuadraticDiscriminantAnalysis"}


def data():
    rs = np.random.RandomState(7)
    n, nte, p = 60, 25, 15
    x = rs.normal(size=(n + nte, p))
    x[:, :5] = np.round(x[:, :5], 1)
    x[:, 7] = 0.25
    x = x.astype(np.float32)
    w = rs.normal(size=p)
    y = np.round(x.astype(np.float64) @ w + 0.3 * rs.normal(size=n + nte), 3)
    labels3 = np.digitize(y, np.quantile(y, [0.33, 0.66]))
    labels2 = (y > np.median(y)).astype(np.int64)
    return x[:n], x[n:], {"y": y[:n], "labels2": labels2[:n], "labels3": labels3[:n]}


CASES = [
    ("dtr-default", "DecisionTreeRegressor", {"random_state": 0}, "y"),
    ("dtr-depth4-sqrt", "DecisionTreeRegressor",
     {"max_depth": 4, "max_features": "sqrt", "min_samples_leaf": 2, "random_state": 3}, "y"),
    ("dtr-friedman-split6", "DecisionTreeRegressor",
     {"criterion": "friedman_mse", "min_samples_split": 6, "random_state": 42}, "y"),
    ("dtc-default-3", "DecisionTreeClassifier", {"random_state": 0}, "labels3"),
    ("dtc-entropy-2", "DecisionTreeClassifier",
     {"criterion": "entropy", "max_depth": 3, "random_state": 5}, "labels2"),
    ("dtc-log2-leaf3-3", "DecisionTreeClassifier",
     {"max_features": "log2", "min_samples_leaf": 3, "random_state": 11}, "labels3"),
    ("etr-default", "ExtraTreesRegressor", {"n_estimators": 10, "random_state": 42}, "y"),
    ("etr-bootstrap-sqrt", "ExtraTreesRegressor",
     {"n_estimators": 8, "bootstrap": True, "max_features": "sqrt", "min_samples_leaf": 2,
      "max_depth": 5, "random_state": 0}, "y"),
    ("etc-default-3", "ExtraTreesClassifier", {"n_estimators": 10, "random_state": 42}, "labels3"),
    ("etc-entropy-all-2", "ExtraTreesClassifier",
     {"n_estimators": 6, "criterion": "entropy", "max_features": None, "random_state": 7},
     "labels2"),
    ("rc-binary", "RidgeClassifier", {}, "labels2"),
    ("rc-multiclass", "RidgeClassifier", {"alpha": 0.5}, "labels3"),
    ("rc-nointercept-3", "RidgeClassifier", {"alpha": 3.0, "fit_intercept": False}, "labels3"),
    ("kr-linear", "KernelRidge", {}, "y"),
    ("kr-rbf", "KernelRidge", {"kernel": "rbf", "gamma": 0.05, "alpha": 0.1}, "y"),
    ("kr-rbf-default", "KernelRidge", {"kernel": "rbf"}, "y"),
    ("kr-poly", "KernelRidge", {"kernel": "poly", "degree": 2, "alpha": 0.5}, "y"),
    ("kr-sigmoid", "KernelRidge", {"kernel": "sigmoid", "gamma": 0.01, "coef0": 0.5}, "y"),
    ("kr-laplacian", "KernelRidge", {"kernel": "laplacian", "gamma": 0.1}, "y"),
    ("br-default", "BayesianRidge", {}, "y"),
    ("br-priors", "BayesianRidge",
     {"alpha_1": 1e-3, "lambda_2": 1e-2, "tol": 1e-6, "max_iter": 50}, "y"),
    ("br-wide", "BayesianRidge", {"_wide": True}, "y"),
    ("vc-hard-3", "VotingClassifier", {"estimators": [
        ["rf", {"class": "RandomForestClassifier", "params": {"n_estimators": 5, "random_state": 0}}],
        ["dt", {"class": "DecisionTreeClassifier", "params": {"max_depth": 3, "random_state": 1}}],
        ["et", {"class": "ExtraTreesClassifier", "params": {"n_estimators": 4, "random_state": 2}}]]},
     "labels3"),
    ("vc-soft-weighted-3", "VotingClassifier", {"voting": "soft", "weights": [2, 1, 1], "estimators": [
        ["rf", {"class": "RandomForestClassifier", "params": {"n_estimators": 5, "random_state": 0}}],
        ["dt", {"class": "DecisionTreeClassifier", "params": {"max_depth": 3, "random_state": 1}}],
        ["et", {"class": "ExtraTreesClassifier", "params": {"n_estimators": 4, "random_state": 2}}]]},
     "labels3"),
    ("vc-hard-weighted-2", "VotingClassifier", {"weights": [1, 2], "estimators": [
        ["rf", {"class": "RandomForestClassifier", "params": {"n_estimators": 3, "random_state": 5}}],
        ["dt", {"class": "DecisionTreeClassifier", "params": {"random_state": 6}}]]},
     "labels2"),
    ("lda-3", "LinearDiscriminantAnalysis", {}, "labels3"),
    ("lda-2", "LinearDiscriminantAnalysis", {}, "labels2"),
    ("lda-wide-3", "LinearDiscriminantAnalysis", {"_wide": True}, "labels3"),
    ("qda-reg-3", "QuadraticDiscriminantAnalysis", {"reg_param": 0.05}, "labels3"),
    ("qda-reg-2", "QuadraticDiscriminantAnalysis", {"reg_param": 0.5}, "labels2"),
]


def build(model, params):
    """The estimator of a case; nested [name, {"class", "params"}] estimators built too."""
    params = dict(params)
    if "estimators" in params:
        params["estimators"] = [(n, MODELS[m["class"]](**m.get("params", {})))
                                for n, m in params["estimators"]]
    return MODELS[model](**params)


def main():
    out = sys.argv[1]
    xtr, xte, targets = data()
    cases = []
    for name, model, params, target in CASES:
        wide = params.pop("_wide", False)
        if wide:  # more features than rows: the dual form
            xw = np.random.RandomState(3).normal(size=(85, 80)).astype(np.float32)
            xtr, xte = xw[:60], xw[60:]
        xa, xb = (xtr.astype(np.float64), xte.astype(np.float64)) if model in FLOAT64 else (xtr, xte)
        est = build(model, params).fit(xa, targets[target])
        c = {"name": name, "model": model, "params": params, "target": target,
             "predict": enc(est.predict(xb), "f8")}
        if hasattr(est, "predict_proba"):
            c["proba"] = enc(est.predict_proba(xb), "f8")
        if wide:
            c["x_train"], c["x_test"] = enc(xtr, "f4"), enc(xte, "f4")
            xtr, xte, _ = data()
        cases.append(c)
    doc = {"x_train": enc(xtr, "f4"), "x_test": enc(xte, "f4"),
           "targets": {k: enc(v, "f8") for k, v in targets.items()}, "cases": cases}
    with open(os.path.join(out, "breadth.json"), "w") as f:
        json.dump(doc, f, indent=1)


if __name__ == "__main__":
    main()
