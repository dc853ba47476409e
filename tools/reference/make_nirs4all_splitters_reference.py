#!/usr/bin/env python3
"""Writes the folds the Nirs4allSplittersTest compares KBinsStratifiedSplitter,
BinnedStratifiedGroupKFold and SystematicCircularSplitter against.

Usage: python3 tools/reference/make_nirs4all_splitters_reference.py \
    src/test/resources/reference/nirs4all-splitters.json
(needs numpy and scikit-learn; made with scikit-learn 1.9.1 and numpy 2.4). No nirs4all code:
the algorithms are the published ones SpectraFlow documents (docs/compatibility.md, nirs4all
splitters):
* bins of y: uniform edges linspace(min, max, n_bins + 1) or quantile edges
  np.percentile(y, linspace(0, 100, n_bins + 1)) (linear), edges closer than 1e-8 dropped, code =
  searchsorted(inner edges, y, side='right'); for KBinsStratifiedSplitter a stratum of fewer than
  2 samples joins its upper neighbour (the last one its lower neighbour);
* KBinsStratifiedSplitter = StratifiedShuffleSplit(n_splits=1, test_size, random_state) on the bins;
* BinnedStratifiedGroupKFold = StratifiedGroupKFold(n_splits, shuffle, random_state) on the bins;
* SystematicCircularSplitter: rows sorted by y (stable), r = RandomState(seed).randint(0, n),
  test = sorted rows at (r + floor(j * n / n_test)) % n.
Each case stores y (and groups), the parameters and the folds as [train, test] index lists.
"""
import json
import math
import sys
import warnings

import numpy as np
import sklearn
from sklearn.model_selection import StratifiedGroupKFold, StratifiedShuffleSplit

warnings.simplefilter("ignore")


def bins(y, n_bins, strategy):
    if strategy == "uniform":
        edges = np.linspace(y.min(), y.max(), n_bins + 1)
    else:
        edges = np.percentile(y, np.linspace(0, 100, n_bins + 1))
        keep = [edges[0]]
        for e in edges[1:]:
            if e - keep[-1] > 1e-8:
                keep.append(e)
        edges = np.array(keep)
    return np.searchsorted(edges[1:-1], y, side="right")


def merged(codes, minimum):
    k = codes.max() + 1
    count = np.bincount(codes, minlength=k)
    target = np.arange(k)
    changed = True
    while changed:
        changed = False
        live = [i for i in range(k) if count[i] > 0]
        if len(live) < 2:
            break
        for a, c in enumerate(live):
            if count[c] < minimum:
                into = live[a + 1] if a + 1 < len(live) else live[a - 1]
                count[into] += count[c]
                count[c] = 0
                target[target == c] = into
                changed = True
                break
    rank = np.cumsum(count > 0) - 1
    return rank[target[codes]]


def systematic(y, test_size, seed):
    n = len(y)
    n_test = math.ceil(test_size * n)
    order = np.argsort(y, kind="stable")
    r = np.random.RandomState(seed).randint(0, n)
    test = sorted(int(order[(r + math.floor(j * n / n_test)) % n]) for j in range(n_test))
    train = [i for i in range(n) if i not in set(test)]
    return [[train, test]]


rng = np.random.RandomState(5)
y_a = np.round(rng.gamma(2.0, 3.0, size=40), 3)          # skewed: uniform bins get sparse
y_b = np.round(rng.normal(10, 2, size=31), 2)
y_b[[3, 17]] = y_b[5]                                     # ties
groups_a = rng.randint(0, 12, size=40).astype(float)
groups_b = np.repeat(np.arange(11), 3)[:31].astype(float)

cases = []
for y in (y_a, y_b):
    for n_bins, strategy in ((5, "uniform"), (4, "quantile"), (3, "uniform")):
        for seed in (0, 42):
            for test_size in (0.25, 0.3):
                strata = merged(bins(y, n_bins, strategy), 2)
                cv = StratifiedShuffleSplit(n_splits=1, test_size=test_size, random_state=seed)
                folds = [[tr.tolist(), te.tolist()] for tr, te in cv.split(np.zeros((len(y), 1)), strata)]
                cases.append({"name": "KBinsStratifiedSplitter",
                              "params": {"test_size": test_size, "random_state": seed,
                                         "n_bins": n_bins, "strategy": strategy},
                              "y": y.tolist(), "folds": folds})
for y, g in ((y_a, groups_a), (y_b, groups_b)):
    for n_bins, strategy in ((10, "quantile"), (4, "uniform")):
        for shuffle, seed in ((False, None), (True, 0), (True, 7)):
            params = {"n_splits": 3, "n_bins": n_bins, "strategy": strategy, "shuffle": shuffle}
            if seed is not None:
                params["random_state"] = seed
            cv = StratifiedGroupKFold(n_splits=3, shuffle=shuffle, random_state=seed)
            folds = [[tr.tolist(), te.tolist()]
                     for tr, te in cv.split(np.zeros((len(y), 1)), bins(y, n_bins, strategy), g)]
            cases.append({"name": "BinnedStratifiedGroupKFold", "params": params,
                          "y": y.tolist(), "groups": g.tolist(), "folds": folds})
for y in (y_a, y_b):
    for seed in (0, 1, 42):
        for test_size in (0.2, 0.25, 0.5):
            cases.append({"name": "SystematicCircularSplitter",
                          "params": {"test_size": test_size, "random_state": seed},
                          "y": y.tolist(), "folds": systematic(y, test_size, seed)})

with open(sys.argv[1], "w") as f:
    json.dump({"sklearn": sklearn.__version__, "numpy": np.__version__, "cases": cases}, f)
print(f"{len(cases)} cases", file=sys.stderr)
