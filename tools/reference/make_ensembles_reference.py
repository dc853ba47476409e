#!/usr/bin/env python3
"""Writes the scikit-learn StackingRegressor / VotingRegressor / RidgeCV predictions EnsembleParityTest checks.

Usage: python3 tools/reference/make_ensembles_reference.py src/test/resources/reference/ensembles.json
(needs numpy and scikit-learn; the fixture was made with scikit-learn 1.9.1 and numpy 2.4).
Float64 data: 40 training rows and 10 test rows of 12 correlated columns; each case gives the
ensemble's parameters as a document writes them and its test predictions.
"""
import json
import sys

import numpy as np
import sklearn
from sklearn.cross_decomposition import PLSRegression
from sklearn.ensemble import StackingRegressor, VotingRegressor
from sklearn.linear_model import LinearRegression, Ridge, RidgeCV
from sklearn.model_selection import KFold

rng = np.random.RandomState(5)
latent = rng.normal(size=(50, 3))
X = latent @ rng.normal(size=(3, 12)) + 0.1 * rng.normal(size=(50, 12))
y = latent @ np.array([1.5, -2.0, 0.7]) + 0.2 * rng.normal(size=50)
Xtr, Xte, ytr = X[:40], X[40:], y[:40]

PLS = {"class": "sklearn.cross_decomposition.PLSRegression", "params": {"n_components": 2}}
RIDGE = {"class": "sklearn.linear_model.Ridge", "params": {"alpha": 3.0}}
FINAL = {"class": "sklearn.linear_model.Ridge", "params": {"alpha": 0.5}}
LIN = {"class": "sklearn.linear_model.LinearRegression"}


def est():
    return [("pls", PLSRegression(n_components=2)), ("ridge", Ridge(alpha=3.0))]


cases = []


def add(name, params, model):
    model.fit(Xtr, ytr)
    cases.append({"name": name, "params": params, "pred": np.ravel(model.predict(Xte)).tolist()})


add("VotingRegressor", {"estimators": [["pls", PLS], ["ridge", RIDGE]]}, VotingRegressor(est()))
add("VotingRegressor", {"estimators": [["pls", PLS], ["ridge", RIDGE]], "weights": [1, 3]},
    VotingRegressor(est(), weights=[1, 3]))
add("StackingRegressor", {"estimators": [["pls", PLS], ["ridge", RIDGE]], "final_estimator": FINAL},
    StackingRegressor(est(), final_estimator=Ridge(alpha=0.5)))
add("StackingRegressor", {"estimators": [["pls", PLS], ["ridge", RIDGE]], "final_estimator": LIN, "cv": 3},
    StackingRegressor(est(), final_estimator=LinearRegression(), cv=3))
add("StackingRegressor",
    {"estimators": [["pls", PLS], ["ridge", RIDGE]], "final_estimator": FINAL, "passthrough": True,
     "cv": {"class": "sklearn.model_selection.KFold", "params": {"n_splits": 4, "shuffle": True, "random_state": 1}}},
    StackingRegressor(est(), final_estimator=Ridge(alpha=0.5), passthrough=True,
                      cv=KFold(n_splits=4, shuffle=True, random_state=1)))

add("StackingRegressor", {"estimators": [["pls", PLS], ["ridge", RIDGE]]}, StackingRegressor(est()))
add("RidgeCV", {}, RidgeCV())
add("RidgeCV", {"alphas": [0.001, 0.01, 0.1, 1.0, 10.0, 100.0]}, RidgeCV(alphas=[0.001, 0.01, 0.1, 1.0, 10.0, 100.0]))
add("RidgeCV", {"alphas": [0.01, 0.1, 1.0], "fit_intercept": False}, RidgeCV(alphas=[0.01, 0.1, 1.0], fit_intercept=False))
# wide data (more columns than rows): the kernel path
Xw = np.hstack([Xtr[:10], Xtr[:10] ** 2])
m = RidgeCV(alphas=[0.01, 0.1, 1.0, 10.0]).fit(Xw, ytr[:10])
wide = {"rows": 10, "alphas": [0.01, 0.1, 1.0, 10.0], "alpha": float(m.alpha_),
        "pred": m.predict(np.hstack([Xte, Xte ** 2])).tolist()}
for case, model in zip(cases[-4:], [StackingRegressor(est()), RidgeCV(), RidgeCV(alphas=[0.001, 0.01, 0.1, 1.0, 10.0, 100.0]), RidgeCV(alphas=[0.01, 0.1, 1.0], fit_intercept=False)]):
    model.fit(Xtr, ytr)
    case["alpha"] = float(model.final_estimator_.alpha_ if hasattr(model, "final_estimator_") else model.alpha_)

with open(sys.argv[1], "w") as f:
    json.dump({"sklearn": sklearn.__version__, "numpy": np.__version__, "xtrain": Xtr.tolist(),
               "xtest": Xte.tolist(), "ytrain": ytr.tolist(), "cases": cases, "wide": wide}, f)
