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
from sklearn.ensemble import AdaBoostClassifier, AdaBoostRegressor, StackingClassifier
from sklearn.linear_model import ElasticNetCV, LassoCV, LogisticRegression, Ridge, RidgeClassifier
from sklearn.model_selection import KFold
from sklearn.svm import LinearSVC, LinearSVR
from sklearn.gaussian_process import GaussianProcessRegressor
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

# LassoCV / ElasticNetCV: the chosen alpha_ (and l1_ratio_) are stored with the predictions
def add_cv(name, params, model):
    m = add(name, params, model, "reg")
    cases[-1]["alpha"] = float(m.alpha_)
    cases[-1]["l1_ratio"] = float(getattr(m, "l1_ratio_", 1.0))


add_cv("LassoCV", {}, LassoCV())
add_cv("LassoCV", {"alphas": 20, "cv": 3, "eps": 0.01}, LassoCV(alphas=20, cv=3, eps=0.01))
add_cv("LassoCV", {"fit_intercept": False}, LassoCV(fit_intercept=False))
add_cv("LassoCV", {"selection": "random", "random_state": 3}, LassoCV(selection="random", random_state=3))
add_cv("ElasticNetCV", {}, ElasticNetCV())
add_cv("ElasticNetCV", {"l1_ratio": [0.2, 0.5, 0.9], "cv": 4}, ElasticNetCV(l1_ratio=[0.2, 0.5, 0.9], cv=4))
add_cv("ElasticNetCV", {"l1_ratio": 0.3, "alphas": [1.0, 0.001, 0.1, 0.01]},
       ElasticNetCV(l1_ratio=0.3, alphas=[1.0, 0.001, 0.1, 0.01]))
add_cv("ElasticNetCV",
       {"cv": {"class": "sklearn.model_selection.KFold", "params": {"n_splits": 4, "shuffle": True, "random_state": 2}}},
       ElasticNetCV(cv=KFold(n_splits=4, shuffle=True, random_state=2)))

# AdaBoost (random streams as scikit-learn draws them)
add("AdaBoostRegressor", {"random_state": 0}, AdaBoostRegressor(random_state=0), "reg")
add("AdaBoostRegressor", {"n_estimators": 20, "loss": "square", "learning_rate": 0.5, "random_state": 1},
    AdaBoostRegressor(n_estimators=20, loss="square", learning_rate=0.5, random_state=1), "reg")
add("AdaBoostRegressor", {"n_estimators": 15, "loss": "exponential", "random_state": 7},
    AdaBoostRegressor(n_estimators=15, loss="exponential", random_state=7), "reg")
add("AdaBoostRegressor", {"n_estimators": 10, "random_state": 3,
                          "estimator": {"class": "sklearn.linear_model.Ridge", "params": {"alpha": 1.0}}},
    AdaBoostRegressor(Ridge(alpha=1.0), n_estimators=10, random_state=3), "reg")
for target in ["y3", "y2"]:
    add("AdaBoostClassifier", {"random_state": 0}, AdaBoostClassifier(random_state=0), target)
    add("AdaBoostClassifier",
        {"n_estimators": 30, "learning_rate": 0.5, "random_state": 4,
         "estimator": {"class": "sklearn.tree.DecisionTreeClassifier", "params": {"max_depth": 2}}},
        AdaBoostClassifier(DecisionTreeClassifier(max_depth=2), n_estimators=30, learning_rate=0.5,
                           random_state=4), target)

# liblinear: the dual solvers follow scikit-learn's random stream (exact); scikit-learn's primal
# (trust-region Newton, dual=False or 'auto' with more rows than columns) stops at its tolerance,
# we solve the dual tighter: those cases carry a looser tolerance (docs/compatibility.md)
add("LinearSVR", {"random_state": 0}, LinearSVR(random_state=0), "reg")
add("LinearSVR", {"C": 0.3, "epsilon": 0.1, "random_state": 5, "intercept_scaling": 2.0},
    LinearSVR(C=0.3, epsilon=0.1, random_state=5, intercept_scaling=2.0), "reg")
add("LinearSVR", {"loss": "squared_epsilon_insensitive", "dual": True, "random_state": 1},
    LinearSVR(loss="squared_epsilon_insensitive", dual=True, random_state=1), "reg")
add("LinearSVR", {"loss": "squared_epsilon_insensitive", "random_state": 1},
    LinearSVR(loss="squared_epsilon_insensitive", random_state=1), "reg", tol=1e-3)
for target in ["y3", "y2"]:
    for params, model, tol in [
            ({"dual": True, "random_state": 0}, LinearSVC(dual=True, random_state=0), 1e-8),
            ({"loss": "hinge", "C": 0.5, "random_state": 2}, LinearSVC(loss="hinge", C=0.5, random_state=2), 1e-8),
            ({"random_state": 0}, LinearSVC(random_state=0), 1e-3)]:
        add("LinearSVC", params, model, target, tol=tol)
        cases[-1]["decision"] = model.decision_function(Xte).tolist()

# GaussianProcessRegressor with the default kernel C(1.0) * RBF(1.0), optimised by L-BFGS-B (scikit-learn
# stops at its tolerance, we optimise tighter: those cases carry a looser tolerance), and optimizer=None
# (the fixed kernel c = l = 1: exact); features scaled so that a length scale of 1 sees neighbours
def add_gp(params, model, scale=0.2, tol=1e-8):
    model.fit(Xtr * scale, y[:60])
    cases.append({"name": "GaussianProcessRegressor", "params": params, "target": "reg", "tol": tol,
                  "xscale": scale, "pred": model.predict(Xte * scale).tolist(),
                  "kernel": str(model.kernel_)})


add_gp({"optimizer": None}, GaussianProcessRegressor(optimizer=None))
add_gp({"optimizer": None, "alpha": 0.01, "normalize_y": True},
       GaussianProcessRegressor(optimizer=None, alpha=0.01, normalize_y=True))
add_gp({"optimizer": None, "alpha": 1e-3}, GaussianProcessRegressor(optimizer=None, alpha=1e-3), scale=0.5)
add_gp({}, GaussianProcessRegressor(), tol=1e-6)
add_gp({"alpha": 0.01, "normalize_y": True}, GaussianProcessRegressor(alpha=0.01, normalize_y=True), tol=1e-6)
add_gp({"alpha": 0.1}, GaussianProcessRegressor(alpha=0.1), scale=1.0, tol=1e-6)

with open(sys.argv[1], "w") as f:
    json.dump({"sklearn": sklearn.__version__, "numpy": np.__version__, "xtrain": Xtr.tolist(),
               "xtest": Xte.tolist(), "reg": y[:60].tolist(), "y2": y2[:60].tolist(),
               "y3": y3[:60].tolist(), "cases": cases}, f)
