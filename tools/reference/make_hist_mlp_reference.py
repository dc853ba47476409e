#!/usr/bin/env python3
"""Writes the reference predictions of HistGradientBoosting and MLP models.

Usage: python3 tools/reference/make_hist_mlp_reference.py <output-dir>
(e.g. src/test/resources/reference). Needs scikit-learn 1.9.1 (numpy 2.4).

One file, hist-mlp.json: per case, float64 x_train/x_test, the target, the model, its
parameters and its test predictions (and probabilities for classifiers). Data sets:
'synthetic' (100 x 50 normal values, some rounded so that features have few distinct values
and ties) and 'spectra' (300 smooth NIRS-like spectra of 120 points, more than 255 distinct
values per feature, so that the quantile binning is used). Arrays are base64 of little-endian
float64, as in make_reference.py.
"""
import base64
import json
import os
import sys
import warnings

import numpy as np
from sklearn.ensemble import HistGradientBoostingClassifier, HistGradientBoostingRegressor
from sklearn.neural_network import MLPClassifier, MLPRegressor


def enc(a):
    a = np.ascontiguousarray(np.asarray(a, dtype=np.float64))
    return {"shape": list(a.shape), "dtype": "f8", "b64": base64.b64encode(a.astype("<f8").tobytes()).decode()}


def synthetic():
    rs = np.random.RandomState(11)
    n, nte, p = 100, 30, 50
    x = rs.normal(size=(n + nte, p))
    x[:, :10] = np.round(x[:, :10], 1)
    w = rs.normal(size=p) * (rs.uniform(size=p) < 0.3)
    y = x @ w + np.sin(2 * x[:, 3]) + 0.2 * rs.normal(size=n + nte)
    return x, y, n


def spectra():
    rs = np.random.RandomState(5)
    n, nte, p = 300, 60, 120
    wl = np.linspace(0, 1, p)
    c = rs.uniform(size=(n + nte, 3))
    peaks = [np.exp(-((wl - m) / s) ** 2) for m, s in [(0.3, 0.08), (0.55, 0.1), (0.8, 0.05)]]
    x = c @ np.array(peaks) + 0.3 * rs.uniform(size=(n + nte, 1)) * wl + 0.002 * rs.normal(size=(n + nte, p))
    y = 3 * c[:, 0] - 2 * c[:, 1] * c[:, 2] + 0.05 * rs.normal(size=n + nte)
    return x, y, n


DATA = {"synthetic": synthetic(), "spectra": spectra()}


def labels(y, k):
    return np.digitize(y, np.quantile(y, np.linspace(0, 1, k + 1)[1:-1])).astype(np.float64)


CASES = [
    ("hgbr-default-synthetic", "HistGradientBoostingRegressor", {}, "synthetic", "y"),
    ("hgbr-default-spectra", "HistGradientBoostingRegressor", {}, "spectra", "y"),
    ("hgbr-depth-l2-synthetic", "HistGradientBoostingRegressor",
     {"max_depth": 3, "l2_regularization": 1.0, "learning_rate": 0.2, "max_iter": 50,
      "min_samples_leaf": 5}, "synthetic", "y"),
    ("hgbr-bins-leaves-spectra", "HistGradientBoostingRegressor",
     {"max_bins": 16, "max_leaf_nodes": 8, "max_iter": 60, "min_samples_leaf": 10}, "spectra", "y"),
    ("hgbr-unlimited-leaves-spectra", "HistGradientBoostingRegressor",
     {"max_leaf_nodes": None, "max_depth": 6, "max_iter": 30}, "spectra", "y"),
    ("hgbc-binary-synthetic", "HistGradientBoostingClassifier", {}, "synthetic", "labels2"),
    ("hgbc-3-spectra", "HistGradientBoostingClassifier", {"max_iter": 40}, "spectra", "labels3"),
    ("hgbc-4-depth-synthetic", "HistGradientBoostingClassifier",
     {"max_depth": 3, "l2_regularization": 0.5, "min_samples_leaf": 8, "max_iter": 30},
     "synthetic", "labels4"),
    ("hgbc-binary-bins-spectra", "HistGradientBoostingClassifier",
     {"max_bins": 32, "learning_rate": 0.3, "max_iter": 50}, "spectra", "labels2"),
    ("mlpr-default-synthetic", "MLPRegressor", {"random_state": 0}, "synthetic", "y"),
    ("mlpr-tanh-2layers-spectra", "MLPRegressor",
     {"hidden_layer_sizes": [20, 10], "activation": "tanh", "random_state": 1, "max_iter": 300,
      "learning_rate_init": 0.01}, "spectra", "y"),
    ("mlpr-sgd-adaptive-spectra", "MLPRegressor",
     {"solver": "sgd", "learning_rate": "adaptive", "learning_rate_init": 0.05, "batch_size": 32,
      "max_iter": 150, "random_state": 2}, "spectra", "y"),
    ("mlpr-logistic-noshuffle-synthetic", "MLPRegressor",
     {"activation": "logistic", "shuffle": False, "batch_size": 50, "random_state": 3,
      "alpha": 0.01, "max_iter": 100}, "synthetic", "y"),
    ("mlpr-sgd-invscaling-synthetic", "MLPRegressor",
     {"solver": "sgd", "learning_rate": "invscaling", "learning_rate_init": 0.01,
      "nesterovs_momentum": False, "random_state": 4, "max_iter": 80}, "synthetic", "y"),
    ("mlpc-binary-synthetic", "MLPClassifier", {"random_state": 0}, "synthetic", "labels2"),
    ("mlpc-3-spectra", "MLPClassifier",
     {"hidden_layer_sizes": [30], "random_state": 5, "learning_rate_init": 0.01, "max_iter": 300},
     "spectra", "labels3"),
]


MODELS = {"HistGradientBoostingRegressor": HistGradientBoostingRegressor,
          "HistGradientBoostingClassifier": HistGradientBoostingClassifier,
          "MLPRegressor": MLPRegressor, "MLPClassifier": MLPClassifier}


def main():
    out = sys.argv[1]
    cases = []
    for name, model, params, data, target in CASES:
        x, y, n = DATA[data]
        if target.startswith("labels"):
            y = labels(y, int(target[6:]))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            est = MODELS[model](**params).fit(x[:n], y[:n])
        c = {"name": name, "model": model, "params": params, "data": data, "target": target,
             "y_train": enc(y[:n]), "predict": enc(est.predict(x[n:]))}
        if hasattr(est, "predict_proba"):
            c["proba"] = enc(est.predict_proba(x[n:]))
        if hasattr(est, "n_iter_"):
            c["n_iter"] = int(est.n_iter_)
        cases.append(c)
    doc = {"data": {k: {"x_train": enc(v[0][:v[2]]), "x_test": enc(v[0][v[2]:])} for k, v in DATA.items()},
           "cases": cases}
    with open(os.path.join(out, "hist-mlp.json"), "w") as f:
        json.dump(doc, f, indent=1)


if __name__ == "__main__":
    main()
