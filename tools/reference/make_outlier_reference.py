#!/usr/bin/env python3
"""Writes src/test/resources/reference/outliers.json, which RobustOutlierTest checks.

Usage: python3 tools/reference/make_outlier_reference.py (needs numpy, scipy and scikit-learn;
1.9.1 was used). Data from a seeded numpy generator:
* "mcd": MinCovDet on a 90 x 5 Gaussian sample with 9 shifted rows (seeds 0 and 42, default
  support_fraction and 0.75), on a 60 x 1 column (the univariate branch), on a 700 x 3 sample
  and on a 1600 x 2 sample (the subset branches for n > 500 and n > 1500): location_,
  covariance_, support_ and the squared Mahalanobis distances of the fit rows and of a few new
  rows.
* "robust": XOutlierFilter(method="robust_mahalanobis") as nirs4all's docs describe it, on 60
  smooth "spectra" of 24 points with 5 odd ones: scores of PCA(20, svd_solver="full") (24 > 20 =
  min(20, max(60 // 3, 2))), MinCovDet(random_state, support_fraction) on them, distance
  sqrt(mahalanobis), threshold sqrt(chi2.ppf(0.975, 20)); the distances and kept masks of the fit
  rows and of 8 new rows.
* "iforest": IsolationForest(n_estimators=100, contamination, random_state) on the spectra (n <= 256:
  every tree sees every row), on 300 x 5 rows (a permutation prefix of 256 rows per tree) and on
  258 x 4 rows (reservoir sampling): score_samples and predict of the fit rows and new rows, offset_.
"""
import json
import os

import numpy as np
from scipy.stats import chi2
from sklearn.covariance import MinCovDet
from sklearn.decomposition import PCA
from sklearn.ensemble import IsolationForest

rng = np.random.default_rng(2031)


def gaussian(n, p, shifted):
    a = rng.normal(size=(p, p))
    x = rng.normal(size=(n, p)) @ a + rng.normal(size=p)
    x[:shifted] += 6.0 * rng.normal(size=(shifted, p))
    return x


def mcd_case(x, new, seed, fraction):
    m = MinCovDet(random_state=seed, support_fraction=fraction).fit(x)
    return {
        "x": x.tolist(),
        "new": new.tolist(),
        "seed": seed,
        "support_fraction": fraction,
        "location": m.location_.tolist(),
        "covariance": m.covariance_.tolist(),
        "support": m.support_.tolist(),
        "dist": m.mahalanobis(x).tolist(),
        "new_dist": m.mahalanobis(new).tolist(),
    }


grid = np.linspace(0, 1, 24)


def spectra(n):
    a = rng.normal(1.0, 0.1, size=(n, 1))
    b = rng.normal(0.0, 0.05, size=(n, 1))
    c = rng.normal(0.0, 0.05, size=(n, 1))
    return (a * np.exp(-((grid - 0.5) ** 2) / 0.05) + b + c * grid
            + rng.normal(0, 0.01, size=(n, 24)))


mcd = []
x5 = gaussian(90, 5, 9)
new5 = gaussian(6, 5, 2)
for seed, fraction in ((0, None), (42, None), (0, 0.75)):
    mcd.append(mcd_case(x5, new5, seed, fraction))
x1 = gaussian(60, 1, 5)
mcd.append(mcd_case(x1, gaussian(4, 1, 1), 3, None))
x3 = gaussian(700, 3, 40)
mcd.append(mcd_case(x3, gaussian(5, 3, 2), 7, None))
x2 = gaussian(1600, 2, 80)
mcd.append(mcd_case(x2, gaussian(4, 2, 1), 9, None))

X = spectra(60)
X[4] *= 1.6
X[17] += 0.5
X[29] = X[29][::-1]
X[41] += 0.3 * np.sin(9 * grid)
X[55] -= 0.4 * grid
new = spectra(8)
new[5] *= 2.0
new[6] -= 0.6
new[7] += 0.5 * np.cos(5 * grid)

robust = []
for seed, fraction in ((0, None), (7, 0.8)):
    q = min(20, max(X.shape[0] // 3, 2))
    pca = PCA(n_components=q, svd_solver="full").fit(X)
    s = pca.transform(X)
    m = MinCovDet(random_state=seed, support_fraction=fraction).fit(s)
    d = np.sqrt(m.mahalanobis(s))
    dn = np.sqrt(m.mahalanobis(pca.transform(new)))
    t = float(np.sqrt(chi2.ppf(0.975, q)))
    robust.append({
        "seed": seed,
        "support_fraction": fraction,
        "components": q,
        "threshold": t,
        "dist": d.tolist(),
        "new_dist": dn.tolist(),
        "keep": (d <= t).tolist(),
        "new_keep": (dn <= t).tolist(),
    })

iforest = []


def iforest_case(name, x, fresh, seed, contamination):
    f = IsolationForest(n_estimators=100, contamination=contamination, random_state=seed).fit(x)
    return {
        "data": name,
        "seed": seed,
        "contamination": contamination,
        "offset": float(f.offset_),
        "score": f.score_samples(x).tolist(),
        "keep": (f.predict(x) == 1).tolist(),
        "new_score": f.score_samples(fresh).tolist(),
        "new_keep": (f.predict(fresh) == 1).tolist(),
    }


x300 = gaussian(300, 5, 15)
new300 = gaussian(6, 5, 2)
x258 = gaussian(258, 4, 12)
new258 = gaussian(5, 4, 2)
data = {
    "spectra": (X, new),
    "g300": (x300, new300),
    "g258": (x258, new258),
}
for name, seed, c in (("spectra", 0, 0.1), ("spectra", 42, 0.05), ("g300", 1, 0.1),
                      ("g258", 5, 0.1)):
    iforest.append(iforest_case(name, data[name][0], data[name][1], seed, c))

out = {
    "mcd": mcd,
    "spectra": X.tolist(),
    "spectra_new": new.tolist(),
    "robust": robust,
    "data": {k: {"x": v[0].tolist(), "new": v[1].tolist()} for k, v in data.items()
             if k != "spectra"},
    "iforest": iforest,
}
path = os.path.join(os.path.dirname(__file__), "..", "..", "src", "test", "resources",
                    "reference", "outliers.json")
with open(path, "w") as f:
    json.dump(out, f)
print("wrote", os.path.normpath(path))
for c in mcd:
    print("mcd", len(c["x"]), len(c["x"][0]), c["seed"], c["support_fraction"],
          "support", sum(c["support"]))
for c in robust:
    print("robust", c["seed"], "removed", [i for i, v in enumerate(c["keep"]) if not v],
          "new", c["new_keep"])
for c in iforest:
    print("iforest", c["data"], c["seed"], "removed",
          [i for i, v in enumerate(c["keep"]) if not v], "new", c["new_keep"])
