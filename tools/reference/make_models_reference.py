#!/usr/bin/env python3
"""Writes the reference values of the linear/kernel models, decompositions and splitters.

Usage: python3 tools/reference/make_models_reference.py <shared-data-dir> <output-dir>
(e.g. ../shared/data and src/test/resources/reference). Needs scikit-learn (1.2.1 was used).

Inputs: the 100 x 269 regression slice already stored in <output-dir>/operators.json (so that the
Java tests need no shared data) and a 120 x 100 slice of the classification set, stored here.
Everything runs in float64. Arrays are base64 of little-endian float64 ('f8') bytes.
"""
import base64
import json
import os
import sys

import numpy as np
import sklearn
from sklearn.decomposition import PCA, TruncatedSVD
from sklearn.linear_model import ElasticNet, Lasso, LinearRegression, LogisticRegression
from sklearn.model_selection import GroupKFold
from sklearn.neighbors import KNeighborsClassifier, KNeighborsRegressor
from sklearn.svm import SVC, SVR

TRAIN = 75


def enc(a, dtype="f8"):
    a = np.ascontiguousarray(np.asarray(a, dtype=dtype))
    return {"shape": list(a.shape), "dtype": np.dtype(dtype).str[1:],
            "b64": base64.b64encode(a.astype("<" + np.dtype(dtype).str[1:]).tobytes()).decode()}


def dec(node):
    raw = base64.b64decode(node["b64"])
    return np.frombuffer(raw, dtype="<" + node["dtype"]).reshape(node["shape"]).astype(np.float64)


def regression_cases(x, y):
    xtr, ytr, xte = x[:TRAIN], y[:TRAIN], x[TRAIN:]
    cases = []

    def add(name, est, params, rows=None):
        xf, yf = (xtr, ytr) if rows is None else (x[:rows], y[:rows])
        est.fit(xf, yf)
        case = {"name": name, "operator": type(est).__name__, "params": params,
                "train": len(xf), "pred": enc(est.predict(xte))}
        if hasattr(est, "n_iter_"):
            case["nIter"] = int(np.max(est.n_iter_))
        if hasattr(est, "coef_"):
            case["coef"] = enc(np.ravel(est.coef_))
        cases.append(case)

    add("enet-default", ElasticNet(), {})
    add("enet-0.001", ElasticNet(alpha=0.001, l1_ratio=0.3), {"alpha": 0.001, "l1_ratio": 0.3})
    add("enet-noint", ElasticNet(alpha=0.01, fit_intercept=False, max_iter=300),
        {"alpha": 0.01, "fit_intercept": False, "max_iter": 300})
    add("enet-random", ElasticNet(alpha=0.005, selection="random", random_state=3, tol=1e-3),
        {"alpha": 0.005, "selection": "random", "random_state": 3, "tol": 1e-3})
    add("enet-ridge-like", ElasticNet(alpha=0.05, l1_ratio=0.0), {"alpha": 0.05, "l1_ratio": 0.0})
    add("lasso-0.01", Lasso(alpha=0.01), {"alpha": 0.01})
    add("lasso-0.0005", Lasso(alpha=0.0005, max_iter=2000), {"alpha": 0.0005, "max_iter": 2000})
    add("linreg", LinearRegression(), {})
    add("linreg-noint", LinearRegression(fit_intercept=False), {"fit_intercept": False})
    add("knn-default", KNeighborsRegressor(), {})
    add("knn-distance", KNeighborsRegressor(n_neighbors=7, weights="distance"),
        {"n_neighbors": 7, "weights": "distance"})
    add("knn-p1", KNeighborsRegressor(n_neighbors=3, p=1), {"n_neighbors": 3, "p": 1})
    add("knn-p3", KNeighborsRegressor(n_neighbors=4, metric="minkowski", p=3), {"n_neighbors": 4, "p": 3})
    add("svr-default", SVR(), {})
    add("svr-rbf", SVR(C=50.0, epsilon=0.5, gamma="auto"), {"C": 50.0, "epsilon": 0.5, "gamma": "auto"})
    add("svr-linear", SVR(kernel="linear", C=10.0), {"kernel": "linear", "C": 10.0})
    add("svr-poly", SVR(kernel="poly", degree=2, coef0=1.0, C=5.0, gamma=2.0),
        {"kernel": "poly", "degree": 2, "coef0": 1.0, "C": 5.0, "gamma": 2.0})
    return cases


def tall_cases(x, y):
    """LinearRegression with more samples than features: 75 rows x 30 columns."""
    xt = x[:, ::9]
    est = LinearRegression().fit(xt[:TRAIN], y[:TRAIN])
    return {"columnStep": 9, "pred": enc(est.predict(xt[TRAIN:])), "coef": enc(est.coef_)}


def classification_cases(x, y):
    xtr, ytr, xte = x[:90], y[:90], x[90:]
    cases = []

    def add(name, est, params, labels=None):
        yy = ytr if labels is None else labels(ytr)
        est.fit(xtr, yy)
        case = {"name": name, "operator": type(est).__name__, "params": params,
                "labels": enc(yy), "pred": enc(est.predict(xte))}
        if hasattr(est, "predict_proba") and not isinstance(est, SVC):
            case["proba"] = enc(est.predict_proba(xte))
        if hasattr(est, "decision_function"):
            case["decision"] = enc(est.decision_function(xte))
        cases.append(case)

    binary = lambda v: (v >= np.median(v)).astype(np.float64)
    add("knn-clf", KNeighborsClassifier(), {})
    add("knn-clf-distance", KNeighborsClassifier(n_neighbors=6, weights="distance"),
        {"n_neighbors": 6, "weights": "distance"})
    add("svc-default", SVC(), {})
    add("svc-linear", SVC(kernel="linear", C=0.5), {"kernel": "linear", "C": 0.5})
    add("svc-binary", SVC(C=3.0), {"C": 3.0}, binary)
    add("logreg-multi", LogisticRegression(max_iter=1000), {"max_iter": 1000})
    add("logreg-binary", LogisticRegression(C=0.1, max_iter=1000), {"C": 0.1, "max_iter": 1000}, binary)
    add("logreg-multi-tight", LogisticRegression(C=1e-4, tol=1e-12, max_iter=20000), {"C": 1e-4, "max_iter": 20000})
    add("logreg-binary-tight", LogisticRegression(C=1e-3, tol=1e-12, max_iter=20000),
        {"C": 1e-3, "max_iter": 20000}, binary)
    return cases


def decomposition_cases(x):
    xtr, xall = x[:TRAIN], x
    cases = []

    def add(name, est, params):
        est.fit(xtr)
        cases.append({"name": name, "operator": type(est).__name__, "params": params,
                      "components": enc(est.components_), "transform": enc(est.transform(xall))})

    add("pca-full-5", PCA(n_components=5, svd_solver="full"), {"n_components": 5, "svd_solver": "full"})
    add("pca-auto-8", PCA(n_components=8), {"n_components": 8})
    add("pca-whiten", PCA(n_components=4, whiten=True, svd_solver="full"),
        {"n_components": 4, "whiten": True, "svd_solver": "full"})
    add("pca-random", PCA(n_components=6, svd_solver="randomized", random_state=0),
        {"n_components": 6, "svd_solver": "randomized", "random_state": 0})
    add("pca-random-qr", PCA(n_components=12, svd_solver="randomized", random_state=7,
                             power_iteration_normalizer="QR", iterated_power=3),
        {"n_components": 12, "svd_solver": "randomized", "random_state": 7,
         "power_iteration_normalizer": "QR", "iterated_power": 3})
    add("tsvd-default", TruncatedSVD(random_state=42), {"random_state": 42})
    add("tsvd-5", TruncatedSVD(n_components=5, random_state=0), {"n_components": 5, "random_state": 0})
    add("tsvd-iter2", TruncatedSVD(n_components=3, n_iter=2, random_state=1),
        {"n_components": 3, "n_iter": 2, "random_state": 1})
    return cases


def random_vectors():
    rs = np.random.RandomState(42)
    normals = rs.normal(size=1001)
    uniforms = np.random.RandomState(5).uniform(-2.0, 3.0, size=50)
    rs = np.random.RandomState(9)
    ints = [int(rs.randint(0, 2 ** 31 - 1)) for _ in range(5)] + [int(v) for v in rs.randint(0, 7, size=5)]
    return {"normal42": enc(normals), "uniform5": enc(uniforms), "randint9": ints}


def group_kfold_cases():
    rng = np.random.RandomState(11)
    groups = rng.randint(0, 9, size=40)
    out = []
    for k in (2, 3, 5):
        folds = [[int(i) for i in te] for _, te in GroupKFold(n_splits=k).split(np.zeros((40, 1)), groups=groups)]
        out.append({"groups": [int(g) for g in groups], "n_splits": k, "tests": folds})
    return out


def main():
    data, out_dir = sys.argv[1], sys.argv[2]
    with open(os.path.join(out_dir, "operators.json")) as fh:
        ops = json.load(fh)
    x = dec(ops["input"])
    y = dec(ops["y"])
    xc = np.loadtxt(os.path.join(data, "classification", "Xtrain.csv"), delimiter=";", skiprows=1)
    yc = np.loadtxt(os.path.join(data, "classification", "Ytrain.csv"), delimiter=";", skiprows=1)
    order = np.random.RandomState(0).permutation(len(xc))[:120]
    xcls = xc[order][:, ::20].astype(np.float32).astype(np.float64)
    ycls = yc[order].astype(np.float64)
    doc = {
        "versions": {"numpy": np.__version__, "sklearn": sklearn.__version__},
        "regressionTrain": TRAIN,
        "regression": regression_cases(x, y),
        "tall": tall_cases(x, y),
        "classificationInput": enc(xcls), "classificationY": enc(ycls),
        "classification": classification_cases(xcls, ycls),
        "decomposition": decomposition_cases(x),
        "random": random_vectors(),
        "groupKFold": group_kfold_cases(),
    }
    with open(os.path.join(out_dir, "models.json"), "w") as fh:
        json.dump(doc, fh)


if __name__ == "__main__":
    main()
