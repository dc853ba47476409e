#!/usr/bin/env python3
"""Writes the scikit-learn reference for MaxAbsScaler, Normalizer, QuantileTransformer,
PowerTransformer and VarianceThreshold that SklearnScalersParityTest compares against.

Usage: python3 tools/reference/make_sklearn_scalers.py src/test/resources/reference/sklearn-scalers.json
(needs numpy, scipy and scikit-learn; the fixture was made with scikit-learn 1.9.1, scipy 1.17.1,
numpy 2.4.6). Values are JSON numbers (shortest round-trip text, so exact float64). Each case holds
the transform of the training and test rows and, where scikit-learn has one, the inverse_transform
of the transformed test rows.
"""
import json
import sys

import numpy as np
import scipy
import sklearn
import sklearn.base
from sklearn.feature_selection import VarianceThreshold
from sklearn.preprocessing import (MaxAbsScaler, Normalizer, PowerTransformer,
                                   QuantileTransformer)

rng = np.random.RandomState(11)
n, p = 40, 7
train = rng.normal(size=(n, p)) * np.array([1.0, 10.0, 0.01, 3.0, 1.0, 1.0, 2.0])
train[:, 1] += 5.0
train[:, 3] = np.exp(rng.normal(size=n))      # skewed, positive
train[:, 4] = 4.0                             # a constant column
train[:, 5] = np.round(train[:, 5])           # ties
train[:, 6] = -np.abs(train[:, 6]) - 0.5      # all negative
test = rng.normal(size=(11, p)) * 2.0
test[:, 3] = np.exp(rng.normal(size=11))
test[3, :] = train[3, :]                      # a row equal to a training row (hits quantiles)
test[4, 1] = 1e3                              # beyond the training range
test[5, 1] = -1e3
test[2, :] = 0.0                              # a zero row (Normalizer's zero norm)
# strictly positive data for Box-Cox
pos_train = np.exp(rng.normal(size=(n, 4)) * np.array([0.3, 1.0, 0.05, 2.0])) * np.array([1.0, 3.0, 100.0, 0.1])
pos_test = np.exp(rng.normal(size=(9, 4)) * np.array([0.3, 1.0, 0.05, 2.0])) * np.array([1.0, 3.0, 100.0, 0.1])
# spectra-like absorbances, test rows from the same distribution (the power transforms' λ is
# only determined to scipy's optimiser tolerance, so far extrapolation magnifies that into >1e-6)
wl = np.linspace(0, 1, 12)
def spectra(rows):
    base = 0.6 + 0.3 * np.sin(3 * wl)[None, :]
    return base * rng.uniform(0.7, 1.3, size=(rows, 1)) + 0.2 * rng.uniform(size=(rows, 1)) * wl[None, :] \
        + 0.01 * rng.normal(size=(rows, 12))
spec_train = spectra(n)
spec_test = spectra(11)
# a single target column (y_processing)
y_train = np.exp(rng.normal(size=(n, 1))) * 10.0
y_test = np.exp(rng.normal(size=(9, 1))) * 10.0


def case(name, params, est, tr, te, inverse=True):
    est.fit(tr)
    out = {"class": name, "params": params, "data": None,
           "train": est.transform(tr).tolist(), "test": est.transform(te).tolist()}
    if inverse:
        out["inverse"] = est.inverse_transform(est.transform(te)).tolist()
    # the same fitted on float32 data (nirs4all loads spectra as float32): the test rows' transform
    f32 = sklearn.base.clone(est).fit(tr.astype(np.float32))
    out["test_f32"] = f32.transform(te.astype(np.float32)).astype(np.float64).tolist()
    return out


cases = []
for params in [{}]:
    cases.append(case("MaxAbsScaler", params, MaxAbsScaler(**params), train, test) | {"data": "main"})
for params in [{}, {"norm": "l1"}, {"norm": "max"}]:
    cases.append(case("Normalizer", params, Normalizer(**params), train, test, inverse=False) | {"data": "main"})
for params in [{}, {"threshold": 0.5}, {"threshold": 2.0}]:
    cases.append(case("VarianceThreshold", params, VarianceThreshold(**params), train, test) | {"data": "main"})
for params in [{"n_quantiles": 10}, {"n_quantiles": 1000}, {"n_quantiles": 25, "output_distribution": "normal"},
               {"n_quantiles": 7, "output_distribution": "normal"}]:
    cases.append(case("QuantileTransformer", params, QuantileTransformer(**params), train, test) | {"data": "main"})
for params in [{}, {"standardize": False}]:
    cases.append(case("PowerTransformer", params, PowerTransformer(**params), spec_train, spec_test) | {"data": "spectra"})
for params in [{"method": "box-cox"}]:
    cases.append(case("PowerTransformer", params, PowerTransformer(**params), spec_train, spec_test) | {"data": "spectra"})
for params in [{"method": "box-cox"}, {"method": "box-cox", "standardize": False}]:
    cases.append(case("PowerTransformer", params, PowerTransformer(**params), pos_train, pos_test) | {"data": "positive"})
for name, est, params in [("QuantileTransformer", QuantileTransformer(n_quantiles=20), {"n_quantiles": 20}),
                          ("QuantileTransformer", QuantileTransformer(n_quantiles=15, output_distribution="normal"),
                           {"n_quantiles": 15, "output_distribution": "normal"}),
                          ("PowerTransformer", PowerTransformer(), {}),
                          ("PowerTransformer", PowerTransformer(method="box-cox"), {"method": "box-cox"}),
                          ("MaxAbsScaler", MaxAbsScaler(), {})]:
    cases.append(case(name, params, est, y_train, y_test) | {"data": "target"})

out = {"sklearn": sklearn.__version__, "scipy": scipy.__version__, "numpy": np.__version__,
       "data": {"main": {"train": train.tolist(), "test": test.tolist()},
                "spectra": {"train": spec_train.tolist(), "test": spec_test.tolist()},
                "positive": {"train": pos_train.tolist(), "test": pos_test.tolist()},
                "target": {"train": y_train.tolist(), "test": y_test.tolist()}},
       "cases": cases}
with open(sys.argv[1], "w") as f:
    json.dump(out, f)
    f.write("\n")
