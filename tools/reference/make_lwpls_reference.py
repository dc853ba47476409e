#!/usr/bin/env python3
"""Writes the reference LwplsParityTest compares against: locally weighted PLS as Kim, Kano,
Nakagawa & Hasebe (2011, Int. J. Pharmaceutics 421:269-274) publish it, written here in numpy
matrix form (diagonal weight matrix, explicit outer-product deflation), with the optional kNN
pre-selection of kNN-LWPLSR (Lesnoff et al. 2020). Nothing of nirs4all is used.

Per query q (after autoscaling X and y by the training mean and ddof-1 std when scale=True):
  d = Euclidean distances to the training rows; keep the k nearest (stable order) if n_neighbors;
  omega = exp(-d / (std(d, ddof=1) * lambda)); weighted means centre X, y and q;
  per component: w = X' Omega y / ||.||, t = X w, p = X' Omega t / t' Omega t,
  c = y' Omega t / t' Omega t, y_hat += (q w) c; deflate X, y and q.

Usage: python3 tools/reference/make_lwpls_reference.py src/test/resources/reference/lwpls.json
(needs numpy; made with numpy 2.x).
"""
import json
import sys

import numpy as np

rng = np.random.RandomState(2011)


def lwpls(xtr, ytr, xte, a, lam, k, scale):
    xtr = np.asarray(xtr, float)
    ytr = np.asarray(ytr, float)
    xte = np.asarray(xte, float)
    if scale:
        xm, xs = xtr.mean(0), xtr.std(0, ddof=1)
        xs[xs == 0] = 1.0
        ym, ys = ytr.mean(), ytr.std(ddof=1)
        ys = ys if ys != 0 else 1.0
    else:
        xm, xs, ym, ys = np.zeros(xtr.shape[1]), np.ones(xtr.shape[1]), 0.0, 1.0
    X = (xtr - xm) / xs
    Y = (ytr - ym) / ys
    Q = (xte - xm) / xs
    out = []
    for q in Q:
        d = np.sqrt(((X - q) ** 2).sum(1))
        rows = np.arange(len(X))
        if k is not None and k < len(X):
            rows = np.sort(np.argsort(d, kind="stable")[:k])
        dk = d[rows]
        sd = dk.std(ddof=1)
        om = np.exp(-dk / (sd * lam)) if sd > 0 else np.ones(len(rows))
        Om = np.diag(om)
        xb = om @ X[rows] / om.sum()
        yb = om @ Y[rows] / om.sum()
        Xc = X[rows] - xb
        yc = (Y[rows] - yb).reshape(-1, 1)
        qc = (q - xb).reshape(1, -1)
        pred = yb
        for _ in range(a):
            v = Xc.T @ Om @ yc
            if np.linalg.norm(v) == 0:
                break
            w = v / np.linalg.norm(v)
            t = Xc @ w
            tt = (t.T @ Om @ t).item()
            if tt <= 0:
                break
            p = Xc.T @ Om @ t / tt
            c = (yc.T @ Om @ t).item() / tt
            tq = (qc @ w).item()
            pred += tq * c
            Xc = Xc - t @ p.T
            yc = yc - t * c
            qc = qc - tq * p.T
        out.append(pred * ys + ym)
    return np.array(out)


def data(n, p):
    axis = np.linspace(0, 1, p)
    conc = rng.uniform(0, 1, (n, 3))
    bands = np.array([np.exp(-((axis - c) / 0.08) ** 2) for c in (0.25, 0.5, 0.75)])
    x = conc @ bands + 0.02 * rng.standard_normal((n, p)) + rng.uniform(0.9, 1.1, (n, 1))
    y = np.sin(3 * conc[:, 0]) + conc[:, 1] ** 2 + 0.01 * rng.standard_normal(n)
    return x, y


def main(out):
    x, y = data(70, 40)
    xtr, ytr, xte = x[:50], y[:50], x[50:]
    cases = []
    for a in (1, 2, 3, 5):
        for lam in (0.25, 1.0, 4.0):
            for k in (None, 30, 12):
                for scale in (True, False):
                    pred = lwpls(xtr, ytr, xte, a, lam, k, scale)
                    cases.append(
                        {
                            "params": {
                                "n_components": a,
                                "lambda_in_similarity": lam,
                                "n_neighbors": k,
                                "scale": scale,
                            },
                            "expected": pred.tolist(),
                        }
                    )
    with open(out, "w") as f:
        json.dump(
            {"x_train": xtr.tolist(), "y_train": ytr.tolist(), "x_test": xte.tolist(), "cases": cases},
            f,
        )
    print(f"{len(cases)} cases written to {out}")


if __name__ == "__main__":
    main(sys.argv[1])
