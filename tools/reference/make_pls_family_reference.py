#!/usr/bin/env python3
"""Writes the reference values of nirs4all's PLS family as SpectraFlow implements it.

Usage: python3 tools/reference/make_pls_family_reference.py <output-dir>
(e.g. src/test/resources/reference). Needs numpy and scikit-learn (1.9.1 was used).

Input: the 100 x 269 regression slice stored in <output-dir>/operators.json; every case fits the
first 75 rows and predicts the other 25, in float64. References:
- PCR: scikit-learn Pipeline(StandardScaler, PCA(svd_solver='full'), LinearRegression);
- IKPLS and SIMPLS with one target: scikit-learn PLSRegression (NIPALS) with the same scaling;
- IKPLS with two targets: PLSRegression with a tight NIPALS tolerance;
- SIMPLS with two targets: a numpy transcription of de Jong (1993);
- OPLS / OPLS-DA: a numpy transcription of Trygg & Wold (2002) that filters each new sample
  component by component (the Java code composes the filters into one coefficient vector);
- KernelPLS: a numpy transcription of Rosipal & Trejo (2001) with scikit-learn's pairwise kernels
  (projection-matrix deflation, the paper's test-kernel centring); with the linear kernel it is
  also PLSRegression(scale=False);
- SparsePLS: the SIMPLS transcription with each unit weight soft-thresholded by lambda / 2;
- IntervalPLS: windows scored by PLSRegression over venetian-blind folds, then PLSRegression on
  the best window.
Arrays are base64 of little-endian float64 ('f8') bytes.
"""
import base64
import json
import os
import sys

import numpy as np
import sklearn
from sklearn.cross_decomposition import PLSRegression
from sklearn.decomposition import PCA
from sklearn.linear_model import LinearRegression
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

TRAIN = 75


def enc(a):
    a = np.ascontiguousarray(np.asarray(a, dtype="<f8"))
    return {"shape": list(a.shape), "dtype": "f8", "b64": base64.b64encode(a.tobytes()).decode()}


def dec(node):
    raw = base64.b64decode(node["b64"])
    return np.frombuffer(raw, dtype="<" + node["dtype"]).reshape(node["shape"]).astype(np.float64)


def scale_stats(x, centre, scale):
    mean = x.mean(axis=0) if centre else np.zeros(x.shape[1])
    std = x.std(axis=0, ddof=1) if scale else np.ones(x.shape[1])
    std[std == 0] = 1.0
    return mean, std


def simpls(x, y, k, lam=0.0):
    """de Jong (1993), on centred and scaled x (n x p) and y (n x q); returns B (p x q).
    With lam > 0 each unit weight is soft-thresholded by lam / 2 and renormalised."""
    s = x.T @ y
    rs, qs, vs = [], [], []
    for _ in range(k):
        u, _, _ = np.linalg.svd(s, full_matrices=False)
        r = u[:, 0]
        if lam > 0:
            r = np.sign(r) * np.maximum(np.abs(r) - lam / 2, 0.0)
            if not np.any(r):
                break
            r /= np.linalg.norm(r)
        t = x @ r
        nt = np.linalg.norm(t)
        t, r = t / nt, r / nt
        p = x.T @ t
        q = y.T @ t
        v = p.copy()
        for vj in vs:
            v -= vj * (vj @ p)
        v /= np.linalg.norm(v)
        s = s - np.outer(v, v @ s)
        rs.append(r), qs.append(q), vs.append(v)
    return np.array(rs).T @ np.array(qs)


def opls_predict(xtr, ytr, xte, k, scale_x=True):
    """Trygg & Wold (2002) with one predictive and k - 1 orthogonal components."""
    xm, xs = scale_stats(xtr, True, scale_x)
    ym = ytr.mean()
    x = (xtr - xm) / xs
    y = ytr - ym
    w = x.T @ y / (y @ y)
    w /= np.linalg.norm(w)
    filters = []
    for _ in range(k - 1):
        t = x @ w
        p = x.T @ t / (t @ t)
        wo = p - (w @ p) / (w @ w) * w
        wo /= np.linalg.norm(wo)
        to = x @ wo
        po = x.T @ to / (to @ to)
        x = x - np.outer(to, po)
        filters.append((wo, po))
    tp = x @ w
    c = (y @ tp) / (tp @ tp)
    xn = (xte - xm) / xs
    for wo, po in filters:
        xn = xn - np.outer(xn @ wo, po)
    return (xn @ w) * c + ym


def kernel_pls_predict(xtr, ytr, xte, k, kind="rbf", gamma=None, coef0=1.0, degree=3):
    """Rosipal & Trejo (2001): kernel NIPALS on the centred kernel, projection deflation."""
    from sklearn.metrics.pairwise import linear_kernel, polynomial_kernel, rbf_kernel, sigmoid_kernel
    gamma = gamma or 1.0 / xtr.shape[1]
    f = {"linear": lambda a, b: linear_kernel(a, b),
         "rbf": lambda a, b: rbf_kernel(a, b, gamma=gamma),
         "poly": lambda a, b: polynomial_kernel(a, b, degree=degree, gamma=gamma, coef0=coef0),
         "sigmoid": lambda a, b: sigmoid_kernel(a, b, gamma=gamma, coef0=coef0)}[kind]
    n = len(xtr)
    y = ytr.reshape(n, -1)
    ym = y.mean(axis=0)
    yc = y - ym
    one = np.eye(n) - np.ones((n, n)) / n
    kk = f(xtr, xtr)
    kc = one @ kk @ one
    kd, yd = kc.copy(), yc.copy()
    ts, us = [], []
    for _ in range(k):
        u = yd[:, 0].copy()
        for _ in range(10000):
            t = kd @ u
            t /= np.linalg.norm(t)
            c = yd.T @ t
            nu = yd @ c
            nu /= np.linalg.norm(nu)
            done = np.linalg.norm(nu - u) < 1e-15 or y.shape[1] == 1
            u = nu
            if done:
                break
        proj = np.eye(n) - np.outer(t, t)
        kd = proj @ kd @ proj
        yd = yd - np.outer(t, t) @ yd
        ts.append(t), us.append(u)
    t, u = np.array(ts).T, np.array(us).T
    kt = f(xte, xtr)
    ktc = (kt - np.ones((len(xte), n)) @ kk / n) @ one
    return ktc @ u @ np.linalg.solve(t.T @ kc @ u, t.T @ yc) + ym


def interval_pls_predict(xtr, ytr, xte, k, width, step, folds):
    n, p = xtr.shape
    w = min(width, p)
    best, best_rmse = 0, np.inf
    for start in range(0, p - w + 1, step):
        sse = 0.0
        for f in range(folds):
            te = np.arange(n) % folds == f
            xs = xtr[~te, start:start + w]
            pls = PLSRegression(n_components=min(k, w, len(xs))).fit(xs, ytr[~te])
            sse += np.sum((pls.predict(xtr[te, start:start + w]).ravel() - ytr[te]) ** 2)
        rmse = np.sqrt(sse / n)
        if rmse < best_rmse:
            best, best_rmse = start, rmse
    pls = PLSRegression(n_components=min(k, w, n)).fit(xtr[:, best:best + w], ytr)
    return pls.predict(xte[:, best:best + w]).ravel(), best


def main():
    out_dir = sys.argv[1]
    with open(os.path.join(out_dir, "operators.json")) as fh:
        ops = json.load(fh)
    x = dec(ops["input"])
    y = dec(ops["y"])
    xtr, ytr, xte = x[:TRAIN], y[:TRAIN], x[TRAIN:]
    y2 = np.column_stack([y, x[:, 40] * 3.0 + 0.5 * y ** 2])
    cases = []

    def add(name, operator, params, pred, targets=1):
        cases.append({"name": name, "operator": operator, "params": params, "targets": targets,
                      "pred": enc(pred)})

    for k in (2, 5, 10):
        pcr = make_pipeline(StandardScaler(), PCA(n_components=k, svd_solver="full"),
                            LinearRegression()).fit(xtr, ytr)
        add(f"pcr-{k}", "PCR", {"n_components": k}, pcr.predict(xte))
    pcr = make_pipeline(PCA(n_components=6, svd_solver="full"), LinearRegression()).fit(xtr, ytr)
    add("pcr-unscaled-6", "PCR", {"n_components": 6, "scale_x": False}, pcr.predict(xte))
    pcr = make_pipeline(StandardScaler(), PCA(n_components=4, svd_solver="full"),
                        LinearRegression()).fit(xtr, y2[:TRAIN])
    add("pcr-two-targets-4", "PCR", {"n_components": 4}, pcr.predict(xte), 2)

    for op in ("IKPLS", "SIMPLS"):
        for k in (1, 5, 12):
            pls = PLSRegression(n_components=k, scale=True).fit(xtr, ytr)
            add(f"{op.lower()}-{k}", op, {"n_components": k}, pls.predict(xte).ravel())
        pls = PLSRegression(n_components=7, scale=False).fit(xtr, ytr)
        add(f"{op.lower()}-unscaled-7", op, {"n_components": 7, "scale_x": False},
            pls.predict(xte).ravel())
    pls = PLSRegression(n_components=6, scale=True, tol=1e-15, max_iter=100000).fit(xtr, y2[:TRAIN])
    add("ikpls-two-targets-6", "IKPLS", {"n_components": 6, "scale_y": True}, pls.predict(xte), 2)
    xm, xs = scale_stats(xtr, True, True)
    ym, ys = scale_stats(y2[:TRAIN], True, True)
    b = simpls((xtr - xm) / xs, (y2[:TRAIN] - ym) / ys, 6)
    add("simpls-two-targets-6", "SIMPLS", {"n_components": 6, "scale_y": True},
        ((xte - xm) / xs) @ b * ys + ym, 2)

    for k in (1, 2, 4):
        add(f"opls-{k}", "OPLS", {"n_components": k}, opls_predict(xtr, ytr, xte, k))
    add("opls-unscaled-3", "OPLS", {"n_components": 3, "scale_x": False},
        opls_predict(xtr, ytr, xte, 3, scale_x=False))
    for k in (2, 5):
        add(f"kernelpls-rbf-{k}", "KernelPLS", {"n_components": k},
            kernel_pls_predict(xtr, ytr, xte, k).ravel())
    add("kernelpls-rbf-gamma", "KernelPLS", {"n_components": 4, "kernel": "rbf", "gamma": 0.02},
        kernel_pls_predict(xtr, ytr, xte, 4, gamma=0.02).ravel())
    pls = PLSRegression(n_components=4, scale=False).fit(xtr, ytr)
    add("kernelpls-linear-is-pls", "KernelPLS", {"n_components": 4, "kernel_type": 0},
        pls.predict(xte).ravel())
    add("kernelpls-poly-two-targets", "KernelPLS",
        {"n_components": 3, "kernel": "poly", "degree": 2, "gamma": 0.001, "tol": 1e-13,
         "max_iter": 10000},
        kernel_pls_predict(xtr, y2[:TRAIN], xte, 3, "poly", gamma=0.001, degree=2), 2)
    xm, xs = scale_stats(xtr, True, True)
    for k, lam in ((2, 0.05), (4, 0.1), (3, 0.0)):
        b = simpls((xtr - xm) / xs, (ytr - ytr.mean())[:, None], k, lam)
        add(f"sparsepls-{k}-{lam}", "SparsePLS", {"n_components": k, "sparsity_lambda": lam},
            (((xte - xm) / xs) @ b).ravel() + ytr.mean())
    for k, width, step, folds in ((2, 10, 5, 3), (4, 25, 7, 5), (3, 400, 5, 3)):
        pred, start = interval_pls_predict(xtr, ytr, xte, k, width, step, folds)
        add(f"intervalpls-{k}-{width}-{step}-{folds}", "IntervalPLS",
            {"n_components": k, "interval_width": width, "step": step, "n_folds": folds}, pred)
        cases[-1]["start"] = start
    labels = np.where(y >= np.median(y), 7.0, 2.0)
    for k in (1, 3):
        score = opls_predict(xtr, (labels[:TRAIN] == 7.0).astype(float), xte, k)
        add(f"oplsda-{k}", "OPLSDA", {"n_components": k}, np.where(score > 0.5, 7.0, 2.0))
        cases[-1]["score"] = enc(score)
    doc = {"sklearn": sklearn.__version__, "numpy": np.__version__, "train": TRAIN,
           "labels": enc(labels), "targets2": enc(y2[:, 1]), "cases": cases}
    with open(os.path.join(out_dir, "pls-family.json"), "w") as fh:
        json.dump(doc, fh, indent=1)
        fh.write("\n")


if __name__ == "__main__":
    main()
