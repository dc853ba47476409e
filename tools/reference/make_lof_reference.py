#!/usr/bin/env python3
"""Writes src/test/resources/reference/lof.json, which LocalOutlierFactorTest checks.

Usage: python3 tools/reference/make_lof_reference.py (needs numpy and scikit-learn; 1.9.1 was
used). Rows: 60 smooth "spectra" of 24 points from a seeded numpy generator, 4 of them made odd
(scaled or shifted), and 8 new rows (5 ordinary, 3 odd). Reference: LocalOutlierFactor with
n_neighbors=20 and contamination 0.1 (XOutlierFilter's "lof"), and also 0.05 and n_neighbors=5:
fit_predict's negative_outlier_factor_, offset_ and labels on the fit rows, and the novelty=True
score_samples and predict of the new rows.
"""
import json
import os

import numpy as np
from sklearn.neighbors import LocalOutlierFactor

rng = np.random.default_rng(31)
grid = np.linspace(0, 1, 24)


def spectra(n):
    a = rng.normal(1.0, 0.1, size=(n, 1))
    b = rng.normal(0.0, 0.05, size=(n, 1))
    return a * np.exp(-((grid - 0.5) ** 2) / 0.05) + b + rng.normal(0, 0.01, size=(n, 24))


X = spectra(60)
X[7] *= 1.8
X[19] += 0.6
X[33] = X[33][::-1]
X[48] += np.sin(8 * grid)
new = spectra(8)
new[5] *= 2.5
new[6] -= 0.7
new[7] += np.cos(6 * grid)

cases = []
for k, c in ((20, 0.1), (20, 0.05), (5, 0.1)):
    lof = LocalOutlierFactor(n_neighbors=k, contamination=c)
    labels = lof.fit_predict(X)
    nov = LocalOutlierFactor(n_neighbors=k, contamination=c, novelty=True).fit(X)
    cases.append({
        "n_neighbors": k,
        "contamination": c,
        "negative_outlier_factor": lof.negative_outlier_factor_.tolist(),
        "offset": float(lof.offset_),
        "fit_inlier": (labels == 1).tolist(),
        "new_score": nov.score_samples(new).tolist(),
        "new_inlier": (nov.predict(new) == 1).tolist(),
    })

out = {"x": X.tolist(), "new": new.tolist(), "cases": cases}
path = os.path.join(os.path.dirname(__file__), "..", "..", "src", "test", "resources",
                    "reference", "lof.json")
with open(path, "w") as f:
    json.dump(out, f)
print("wrote", os.path.normpath(path))
for case in cases:
    print(case["n_neighbors"], case["contamination"], "outliers",
          [i for i, v in enumerate(case["fit_inlier"]) if not v],
          "new", case["new_inlier"])
