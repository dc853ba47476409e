#!/usr/bin/env python3
"""Writes the reference WavelengthSelectionParityTest compares against: CARS (Li et al. 2009) and
MC-UVE (Cai et al. 2008) written from the published algorithms in numpy with scikit-learn's
PLSRegression, drawing from numpy's legacy RandomState exactly as SpectraFlow's
engine.operators.transform.select does (docs/nirs-transforms.md §7):

CARS, run i = 1..N (N = n_sampling_runs):
  * calibration rows: RandomState.permutation(n)[:floor(subset_ratio * n)] (at least 2);
  * PLS (scale=True, min(n_components, kept variables, calibration rows) components) on those rows
    and the variables kept so far; weights |coef|;
  * exponentially decreasing function: r_i = start * exp(-k (i - 1)), k = ln(start / end) / (N - 1)
    (k = 0 when N = 1); m_i = max(1, floor(r_i * p + 0.5)) variables of largest weight are kept
    (ties: lower index first), never more than are kept already;
  * adaptive reweighted sampling: m_i draws with replacement, probability proportional to the
    weights (cumulative sum / its last value, random_sample, searchsorted side='right', the
    legacy RandomState.choice rule); the distinct drawn variables are the new subset (all m_i
    when every weight is zero);
  * RMSECV of the subset: unshuffled KFold(cv_folds) over all rows, pooled squared errors.
  The subset of least RMSECV (first on ties) is selected.

MC-UVE: n_iterations calibration subsets as above; PLS coefficients of all variables;
stability = |mean| / std (ddof=0; 0 when both are 0, inf when only std is 0); the
n_features_to_select most stable variables (None: half of them, at least 1; ties: lower index
first), in ascending order.

Usage: python3 tools/reference/make_selection_reference.py \
    src/test/resources/reference/wavelength-selection.json
(needs numpy and scikit-learn; made with numpy 2.x, scikit-learn 1.9).
"""
import json
import math
import sys

import numpy as np
import sklearn
from sklearn.cross_decomposition import PLSRegression


def pls_coef(x, y, k):
    pls = PLSRegression(n_components=k).fit(x, y)
    return np.asarray(pls.coef_).reshape(-1)


def calibration_rows(rng, n, ratio):
    m = max(2, int(math.floor(ratio * n)))
    return rng.permutation(n)[:m]


def rmsecv(x, y, k, folds):
    n = x.shape[0]
    sizes = np.full(folds, n // folds)
    sizes[: n % folds] += 1
    sse = 0.0
    start = 0
    for size in sizes:
        test = np.arange(start, start + size)
        train = np.concatenate([np.arange(0, start), np.arange(start + size, n)])
        start += size
        kk = min(k, x.shape[1], len(train))
        pls = PLSRegression(n_components=kk).fit(x[train], y[train])
        pred = pls.predict(x[test]).reshape(-1)
        sse += float(np.sum((pred - y[test]) ** 2))
    return math.sqrt(sse / n)


def cars(x, y, n_components=10, n_sampling_runs=50, start=1.0, end=0.1, cv_folds=5,
         subset_ratio=0.8, random_state=0):
    n, p = x.shape
    rng = np.random.RandomState(random_state)
    k = math.log(start / end) / (n_sampling_runs - 1) if n_sampling_runs > 1 else 0.0
    current = np.arange(p)
    subsets = []
    scores = []
    for i in range(n_sampling_runs):
        cal = calibration_rows(rng, n, subset_ratio)
        kk = min(n_components, len(current), len(cal))
        w = np.abs(pls_coef(x[np.ix_(cal, current)], y[cal], kk))
        r = start * math.exp(-k * i)
        m = min(len(current), max(1, int(math.floor(r * p + 0.5))))
        order = np.argsort(-w, kind="stable")[:m]
        kept = current[order]
        kw = w[order]
        cdf = np.cumsum(kw)
        if cdf[-1] > 0:
            cdf = cdf / cdf[-1]
            u = rng.random_sample(m)
            drawn = np.searchsorted(cdf, u, side="right")
            current = np.unique(kept[drawn])
        else:
            current = np.sort(kept)
        subsets.append(current.tolist())
        scores.append(rmsecv(x[:, current], y, n_components, cv_folds))
    best = int(np.argmin(scores))
    return subsets[best], scores, [len(s) for s in subsets]


def mcuve(x, y, n_components=10, n_iterations=100, subset_ratio=0.8, n_features_to_select=None,
          random_state=0):
    n, p = x.shape
    rng = np.random.RandomState(random_state)
    coefs = []
    for _ in range(n_iterations):
        cal = calibration_rows(rng, n, subset_ratio)
        kk = min(n_components, p, len(cal))
        coefs.append(pls_coef(x[cal], y[cal], kk))
    b = np.array(coefs)
    mean = b.mean(axis=0)
    std = b.std(axis=0)
    with np.errstate(divide="ignore", invalid="ignore"):
        stab = np.where(std > 0, np.abs(mean) / std, np.where(mean != 0, np.inf, 0.0))
    m = n_features_to_select if n_features_to_select is not None else max(1, p // 2)
    keep = np.sort(np.argsort(-stab, kind="stable")[:m])
    return keep.tolist(), stab


def spectra(rng, n, p, informative):
    """Smooth spectra (sums of Gaussian bands) plus noise; y from a few bands."""
    axis = np.linspace(0, 1, p)
    conc = rng.uniform(0, 1, size=(n, 4))
    centres = [0.2, 0.45, 0.7, 0.9]
    bands = np.array([np.exp(-((axis - c) / 0.04) ** 2) for c in centres])
    x = conc @ bands + 0.01 * rng.standard_normal((n, p)) + 0.2
    y = conc[:, :informative] @ np.arange(1, informative + 1) + 0.01 * rng.standard_normal(n)
    return x, y


data_rng = np.random.RandomState(2009)
cases = []
for name, n, p, informative, cars_params, mcuve_params in [
    ("tall", 40, 30, 2, dict(n_components=3, n_sampling_runs=12, cv_folds=4, random_state=7),
     dict(n_components=3, n_iterations=30, n_features_to_select=8, random_state=7)),
    ("wide", 25, 60, 1, dict(n_components=4, n_sampling_runs=20, random_state=11,
                             subset_ratio=0.7, n_variables_ratio_end=0.05),
     dict(n_components=4, n_iterations=40, subset_ratio=0.7, random_state=11)),
    ("defaults", 30, 50, 3, dict(random_state=3), dict(random_state=3)),
]:
    x, y = spectra(data_rng, n, p, informative)
    apply = spectra(data_rng, 5, p, informative)[0]
    cp = dict(cars_params)
    selected, scores, sizes = cars(
        x, y,
        n_components=cp.get("n_components", 10),
        n_sampling_runs=cp.get("n_sampling_runs", 50),
        start=cp.get("n_variables_ratio_start", 1.0),
        end=cp.get("n_variables_ratio_end", 0.1),
        cv_folds=cp.get("cv_folds", 5),
        subset_ratio=cp.get("subset_ratio", 0.8),
        random_state=cp["random_state"])
    mp = dict(mcuve_params)
    kept, stab = mcuve(
        x, y,
        n_components=mp.get("n_components", 10),
        n_iterations=mp.get("n_iterations", 100),
        subset_ratio=mp.get("subset_ratio", 0.8),
        n_features_to_select=mp.get("n_features_to_select"),
        random_state=mp["random_state"])
    cases.append({
        "name": name,
        "x": x.tolist(),
        "y": y.tolist(),
        "apply": apply.tolist(),
        "cars": {"params": cars_params, "selected": selected, "rmsecv": scores,
                 "subset_sizes": sizes, "out": apply[:, selected].tolist()},
        "mcuve": {"params": mcuve_params, "selected": kept,
                  "stability": [None if not np.isfinite(s) else float(s) for s in stab],
                  "out": apply[:, kept].tolist()},
    })
    print(name, "CARS", len(selected), selected[:12], "MCUVE", kept[:12], file=sys.stderr)

with open(sys.argv[1], "w") as f:
    json.dump({"numpy": np.__version__, "sklearn": sklearn.__version__, "cases": cases}, f)
