#!/usr/bin/env python3
"""Writes the scikit-learn splitter folds the NewSplittersParityTest compares against.

Usage: python3 tools/reference/make_splitters_reference.py src/test/resources/reference/splitters.json
(needs numpy and scikit-learn; the fixture was made with scikit-learn 1.9.1 and numpy 2.4).
Each case: the splitter's name and parameters, the number of rows, the class targets y (floats,
as the run passes its numeric targets) and/or the groups, and the folds as [train, test] index
lists in scikit-learn's order.
"""
import json
import sys
import warnings

import numpy as np
import sklearn
from sklearn import model_selection as ms

warnings.simplefilter("ignore")

rng = np.random.RandomState(11)
# three imbalanced classes whose first appearance is not their sorted order
y3 = rng.choice([2.0, 0.0, 1.0], size=23, p=[0.5, 0.3, 0.2])
y3[:3] = [2.0, 0.0, 1.0]
y2 = np.array([1.0] * 7 + [0.0] * 5)
rng.shuffle(y2)
y4 = rng.randint(0, 4, size=40).astype(float)
groups = rng.randint(0, 7, size=23).astype(float)
groups_small = np.array([3, 3, 1, 1, 1, 2, 5, 5, 0, 4, 4, 4], dtype=float)

cases = []


def add(name, params, n, y=None, g=None):
    cv = getattr(ms, name)(**params)
    X = np.zeros((n, 1))
    folds = [[tr.tolist(), te.tolist()] for tr, te in cv.split(X, y, g)]
    case = {"name": name, "params": params, "n": n, "folds": folds}
    if y is not None:
        case["y"] = y.tolist()
    if g is not None:
        case["groups"] = g.tolist()
    cases.append(case)


for y in (y3, y2, y4):
    for k in (2, 3, 5):
        add("StratifiedKFold", {"n_splits": k}, len(y), y)
        for seed in (0, 42, 12345):
            add("StratifiedKFold", {"n_splits": k, "shuffle": True, "random_state": seed}, len(y), y)
    for seed in (0, 7):
        add("RepeatedStratifiedKFold", {"n_splits": 3, "n_repeats": 3, "random_state": seed}, len(y), y)
        add("StratifiedShuffleSplit", {"n_splits": 4, "random_state": seed, "test_size": 0.25}, len(y), y)
        add("StratifiedShuffleSplit", {"n_splits": 3, "random_state": seed, "test_size": 5, "train_size": 6}, len(y), y)
    add("StratifiedShuffleSplit", {"n_splits": 5, "random_state": 3}, len(y), y)
for seed in (0, 1, 2652124):
    add("RepeatedKFold", {"n_splits": 4, "n_repeats": 3, "random_state": seed}, 17)
add("RepeatedKFold", {"n_splits": 2, "n_repeats": 2, "random_state": 2652124}, 4)
add("LeaveOneOut", {}, 6)
add("TimeSeriesSplit", {}, 6)
add("TimeSeriesSplit", {"n_splits": 3, "test_size": 2}, 12)
add("TimeSeriesSplit", {"n_splits": 3, "test_size": 2, "gap": 2}, 12)
add("TimeSeriesSplit", {"n_splits": 4, "max_train_size": 5}, 23)
for g in (groups, groups_small):
    add("LeaveOneGroupOut", {}, len(g), None, g)
    add("LeavePGroupsOut", {"n_groups": 2}, len(g), None, g)
    for seed in (0, 42):
        add("GroupShuffleSplit", {"n_splits": 4, "random_state": seed}, len(g), None, g)
        add("GroupShuffleSplit", {"n_splits": 3, "test_size": 2, "train_size": 0.5, "random_state": seed}, len(g), None, g)
for seed in (None, 0, 5):
    params = {"n_splits": 3} if seed is None else {"n_splits": 3, "shuffle": True, "random_state": seed}
    add("StratifiedGroupKFold", params, len(y3), y3, groups)
y17 = np.array([0, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0], dtype=float)
g17 = np.array([1, 1, 2, 2, 3, 3, 3, 4, 5, 5, 5, 5, 6, 6, 7, 8, 8], dtype=float)
add("StratifiedGroupKFold", {"n_splits": 3}, 17, y17, g17)
add("PredefinedSplit", {"test_fold": [0, 1, -1, 1, 2, 0, -1, 2]}, 8)
# nine and twelve classes: numpy sums over classes pairwise (8-way unrolled) from eight on
rng9 = np.random.RandomState(19)
y9 = rng9.randint(0, 9, size=60).astype(float)
g9 = rng9.randint(0, 20, size=60).astype(float)
y12 = rng9.randint(0, 12, size=80).astype(float)
g12 = rng9.randint(0, 25, size=80).astype(float)
for yy, gg in ((y9, g9), (y12, g12)):
    for seed in (None, 3):
        params = {"n_splits": 4} if seed is None else {"n_splits": 4, "shuffle": True, "random_state": seed}
        add("StratifiedGroupKFold", params, len(yy), yy, gg)

# ten classes where numpy's pairwise sum over classes decides a fold (a left-to-right sum does not
# give scikit-learn's folds): quantile-decile codes of a skewed target, 12 groups
rng10 = np.random.RandomState(5)
y_skew = np.round(rng10.gamma(2.0, 3.0, size=40), 3)
rng10.normal(10, 2, size=31)
g10 = rng10.randint(0, 12, size=40).astype(float)
y10 = np.searchsorted(np.percentile(y_skew, np.linspace(0, 100, 11))[1:-1], y_skew, side="right")
add("StratifiedGroupKFold", {"n_splits": 3}, 40, y10.astype(float), g10)

with open(sys.argv[1], "w") as f:
    json.dump({"sklearn": sklearn.__version__, "numpy": np.__version__, "cases": cases}, f)
