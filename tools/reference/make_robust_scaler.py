#!/usr/bin/env python3
"""Writes the scikit-learn RobustScaler reference the RobustScalerTest compares against.

Usage: python3 tools/reference/make_robust_scaler.py src/test/resources/reference/robust-scaler.json
(needs numpy and scikit-learn; the fixture was made with scikit-learn 1.2.1).
Values are written as JSON numbers (shortest round-trip text, so exact float64).
"""
import json
import sys

import numpy as np
import sklearn
from sklearn.preprocessing import RobustScaler

rng = np.random.RandomState(7)
train = rng.normal(size=(23, 6)) * np.array([1.0, 10.0, 0.01, 3.0, 1.0, 1.0]) + np.array([0.0, 5.0, -2.0, 1.0, 4.0, 0.0])
train[:, 4] = 4.0                   # a constant column: range 0 counts as 1
train[:, 5] = np.round(train[:, 5])  # ties
test = rng.normal(size=(9, 6)) * 2.0

cases = [
    {},
    {"quantile_range": [10.0, 90.0]},
    {"unit_variance": True},
    {"quantile_range": [5.0, 95.0], "unit_variance": True},
    {"quantile_range": [0.0, 100.0]},
    {"quantile_range": [33.3, 41.7]},
    {"with_centering": False},
    {"with_scaling": False},
]
out = {"sklearn": sklearn.__version__, "train": train.tolist(), "test": test.tolist(), "cases": []}
for params in cases:
    kw = dict(params)
    if "quantile_range" in kw:
        kw["quantile_range"] = tuple(kw["quantile_range"])
    scaler = RobustScaler(**kw).fit(train)
    out["cases"].append({"params": params, "train": scaler.transform(train).tolist(),
                         "test": scaler.transform(test).tolist()})
with open(sys.argv[1], "w") as f:
    json.dump(out, f)
    f.write("\n")
