#!/usr/bin/env python3
"""Writes the scikit-learn folds the SplitGroupKeysTest compares the split step's groups against.

Usage: python3 tools/reference/make_split_groups_reference.py src/test/resources/reference/split-groups.json
(needs numpy and scikit-learn; made with scikit-learn 1.9.1).

A split step with groups wraps a splitter that is not a group splitter (docs/pipeline-language.md,
section 4.5): the groups are the dataset's repetition column combined with the group_by column by
connected components (two rows share a group when they share a repetition id or a group_by value),
numbered in the order of their first row, unless ignore_repetition; each group is represented by
the mean (or median) of its rows and the mean (or mode) of its targets; the splitter splits the
representatives and each representative expands to its rows in their original order. This script
does that with plain numpy and hands the representatives to scikit-learn's splitters.
"""
import json
import sys

import numpy as np
import sklearn
from sklearn.model_selection import KFold, StratifiedKFold

SAMPLE_ID = ["s1", "s2", "s1", "s3", "s4", "s2", "s5", "s6", "s5", "s7", "s3", "s8", "s8", "s9"]
LOT = ["A", "B", "C", "C", "D", "E", "F", "G", "H", "H", "I", "J", "K", "L"]
Y_CLASS = [1, 0, 1, 0, 1, 0, 0, 1, 1, 0, 1, 0, 0, 1]
rng = np.random.RandomState(5)
X = np.round(rng.rand(len(LOT), 3), 3)


def components(*label_lists):
    """Connected components of rows sharing any label, numbered by their first row."""
    n = len(label_lists[0])
    parent = list(range(n))

    def root(i):
        while parent[i] != i:
            i = parent[i]
        return i

    for labels in label_lists:
        first = {}
        for i, v in enumerate(labels):
            if v in first:
                a, b = root(first[v]), root(i)
                parent[max(a, b)] = min(a, b)
            else:
                first[v] = i
    numbers, out = {}, []
    for i in range(n):
        out.append(numbers.setdefault(root(i), len(numbers)))
    return out


def units(groups):
    order = list(dict.fromkeys(groups))
    return [[i for i, g in enumerate(groups) if g == u] for u in order]


def mode(values):
    vals, counts = np.unique(values, return_counts=True)
    return float(vals[np.argmax(counts)])


def wrapped(cv, groups, y, y_rule):
    us = units(groups)
    xr = np.array([X[u].mean(axis=0) for u in us])
    yr = np.array([mode(y[u]) if y_rule == "mode" else y[u].mean() for u in us])
    folds = []
    for tr, te in cv.split(xr, yr):
        folds.append([[i for k in tr for i in us[k]], [i for k in te for i in us[k]]])
    return folds


y = np.array(Y_CLASS, dtype=float)
combined = components(SAMPLE_ID, LOT)
cases = [
    {"name": "KFold", "params": {"n_splits": 3, "shuffle": True, "random_state": 0},
     "ignore_repetition": False, "y_aggregation": None, "groups": combined,
     "folds": wrapped(KFold(3, shuffle=True, random_state=0), combined, y, "mean")},
    {"name": "KFold", "params": {"n_splits": 3, "shuffle": True, "random_state": 0},
     "ignore_repetition": True, "y_aggregation": None, "groups": components(LOT),
     "folds": wrapped(KFold(3, shuffle=True, random_state=0), components(LOT), y, "mean")},
    {"name": "StratifiedKFold", "params": {"n_splits": 2, "shuffle": True, "random_state": 1},
     "ignore_repetition": False, "y_aggregation": "mode", "groups": combined,
     "folds": wrapped(StratifiedKFold(2, shuffle=True, random_state=1), combined, y, "mode")},
]
out = {"sklearn": sklearn.__version__, "sample_id": SAMPLE_ID, "lot": LOT, "y": Y_CLASS,
       "x": X.tolist(), "cases": cases}
with open(sys.argv[1], "w") as f:
    json.dump(out, f, indent=1)
    f.write("\n")
