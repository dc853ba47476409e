#!/usr/bin/env python3
"""Writes the reference NirsTransformsParityTest compares against: the NIRS transforms of
docs/nirs-transforms.md written from their published formulas in numpy, the Whittaker systems
solved by scipy.sparse.linalg.spsolve (a general sparse LU, independent of our banded LDLᵀ).

Each case: the operator's class name, its parameters, the input rows and the expected output rows.
'whittaker' cases hold a system (y, w, lam) and scipy's solution z.

Usage: python3 tools/reference/make_nirs_transforms_reference.py \
    src/test/resources/reference/nirs-transforms.json
(needs numpy and scipy; made with numpy 2.x, scipy 1.17).
"""
import json
import sys

import numpy as np
import scipy
from scipy import sparse
from scipy.sparse.linalg import spsolve

rng = np.random.RandomState(31)


def whittaker(y, w, lam):
    n = len(y)
    d = sparse.diags([1.0, -2.0, 1.0], [0, 1, 2], shape=(n - 2, n), format="csc")
    a = sparse.diags(w, 0, format="csc") + lam * (d.T @ d)
    return spsolve(a.tocsc(), w * y)


def rel(a, b):
    return np.linalg.norm(a - b) / np.linalg.norm(b)


def asls(y, lam=1e6, p=0.01, max_iter=50, tol=1e-3):
    w = np.ones_like(y)
    for _ in range(max_iter):
        z = whittaker(y, w, lam)
        nw = np.where(y > z, p, 1 - p)
        change = rel(nw, w)
        w = nw
        if change < tol:
            break
    return y - z


def airpls(y, lam=1e6, max_iter=50, tol=1e-3):
    w = np.ones_like(y)
    for t in range(1, max_iter + 1):
        z = whittaker(y, w, lam)
        d = y - z
        neg = d[d < 0]
        dssn = abs(neg.sum())
        if dssn < tol * np.abs(y).sum() or t == max_iter or dssn == 0:
            break
        w = np.where(d >= 0, 0.0, np.exp(t * np.abs(d) / dssn))
        w[0] = np.exp(t * neg.max() / dssn)
        w[-1] = w[0]
    return y - z


def arpls(y, lam=1e5, max_iter=50, tol=1e-3):
    w = np.ones_like(y)
    for _ in range(max_iter):
        z = whittaker(y, w, lam)
        d = y - z
        neg = d[d < 0]
        if len(neg) < 2:
            break
        m, s = neg.mean(), neg.std()
        if s == 0:
            break
        with np.errstate(over="ignore"):
            nw = 1.0 / (1.0 + np.exp(2.0 * (d - (2 * s - m)) / s))
        if rel(nw, w) < tol:
            break
        w = nw
    return y - z


def snip(y, max_half_window=40, decreasing=False):
    v = y.copy()
    n = len(y)
    ks = range(max_half_window, 0, -1) if decreasing else range(1, max_half_window + 1)
    for k in ks:
        if k >= n - k:
            continue
        nv = v.copy()
        nv[k:n - k] = np.minimum(v[k:n - k], 0.5 * (v[:n - 2 * k] + v[2 * k:]))
        v = nv
    return y - v


def polybase(y, poly_order=2, max_iter=250, tol=1e-3, variant="modpoly"):
    n = len(y)
    x = np.linspace(-1, 1, n)
    vander = np.vander(x, poly_order + 1, increasing=True)

    def fit(v):
        return vander @ np.linalg.lstsq(vander, v, rcond=None)[0]

    work = y.copy()
    b = fit(work)
    if variant == "plain":
        return y - b
    sigma = np.std(work - b) if variant == "imodpoly" else 0.0
    for _ in range(max_iter):
        work = np.minimum(work, b + sigma)
        nb = fit(work)
        if variant == "imodpoly":
            ns = np.std(work - nb)
            change = abs(ns - sigma) / abs(ns)
            b, sigma = nb, ns
        else:
            change = rel(nb, b)
            b = nb
        if change < tol:
            break
    return y - b


def rnv(x, with_center=True, with_scale=True, k=1.4826):
    med = np.median(x, axis=1, keepdims=True)
    scale = np.ones_like(med)
    if with_scale:
        s = k * np.median(np.abs(x - med), axis=1, keepdims=True)
        scale = np.where(s == 0, 1.0, s)
    return (x - (med if with_center else 0.0)) / scale


def lsnv(x, window=11, pad_mode="reflect", constant_value=0.0):
    h = window // 2
    out = np.empty_like(x)
    for i, row in enumerate(x):
        kw = {"constant_values": constant_value} if pad_mode == "constant" else {}
        p = np.pad(row, h, mode=pad_mode, **kw)
        win = np.lib.stride_tricks.sliding_window_view(p, window)
        mu = win.mean(axis=1)
        sd = win.std(axis=1)
        out[i] = (row - mu) / np.where(sd == 0, 1.0, sd)
    return out


def area(x, method="abs_sum"):
    if method == "sum":
        a = x.sum(axis=1, keepdims=True)
    elif method == "trapz":
        a = np.abs(np.trapezoid(x, axis=1))[:, None]
    else:
        a = np.abs(x).sum(axis=1, keepdims=True)
    return x / a


def norris(x, gap=5, segment=5, deriv=1):
    h = segment // 2
    out = np.empty_like(x)
    for i, row in enumerate(x):
        s = np.convolve(np.pad(row, h, mode="edge"), np.ones(segment) / segment, mode="valid")
        p = np.pad(s, gap, mode="edge")
        n = len(row)
        if deriv == 1:
            out[i] = p[2 * gap:2 * gap + n] - p[:n]
        else:
            out[i] = p[2 * gap:2 * gap + n] - 2 * s + p[:n]
    return out


def rows(f, x, **kw):
    return np.array([f(r, **kw) for r in x])


def reflectance(r, c):
    t = np.linspace(0, 1, c)
    return 0.2 + 0.5 * np.exp(-((t - 0.4) / 0.15) ** 2)[None, :] * rng.uniform(0.7, 1.0, (r, 1)) \
        + 0.02 * rng.normal(size=(r, c)) ** 2


def peaky(r, c):
    t = np.linspace(0, 1, c)
    base = 1.0 + rng.uniform(-0.5, 0.5, (r, 1)) * t + rng.uniform(0.5, 1.5, (r, 1)) * t ** 2
    peaks = sum(a * np.exp(-((t - m) / s) ** 2) for a, m, s in
                ((0.8, 0.2, 0.02), (0.5, 0.55, 0.04), (1.2, 0.8, 0.015)))
    return base + peaks * rng.uniform(0.5, 1.5, (r, 1)) + 0.01 * rng.normal(size=(r, c))


cases = []


def add(op, params, x, out):
    cases.append({"op": op, "params": params, "x": x.tolist(), "out": np.asarray(out).tolist()})


R = reflectance(4, 50)
add("ReflectanceToAbsorbance", {}, R, np.log10(1.0 / R))
add("KubelkaMunk", {}, R, (1 - R) ** 2 / (2 * R))
X = peaky(4, 120)
Xs = peaky(3, 9)
for x in (X, Xs):
    add("RobustStandardNormalVariate", {}, x, rnv(x))
    add("RNV", {"with_center": False, "k": 1.0}, x, rnv(x, with_center=False, k=1.0))
    add("AreaNormalization", {}, x, area(x))
    add("AreaNormalization", {"method": "sum"}, x, area(x, "sum"))
    add("AreaNormalization", {"method": "trapz"}, x, area(x, "trapz"))
    add("NorrisWilliams", {}, x, norris(x))
    add("NorrisWilliams", {"gap": 2, "segment": 1, "deriv": 2}, x, norris(x, 2, 1, 2))
    add("SNIP", {"max_half_window": 20}, x, rows(snip, x, max_half_window=20))
    add("SNIP", {"max_half_window": 7, "decreasing": True}, x,
        rows(snip, x, max_half_window=7, decreasing=True))
for mode in ("reflect", "edge", "symmetric", "constant"):
    add("LocalStandardNormalVariate", {"pad_mode": mode, "constant_value": 0.5}, X,
        lsnv(X, 11, mode, 0.5))
add("LSNV", {"window": 3}, Xs, lsnv(Xs, 3))
for x in (X, peaky(2, 400)):
    add("ASLSBaseline", {}, x, rows(asls, x))
    add("ASLS", {"lam": 1e4, "p": 0.05, "max_iter": 10}, x,
        rows(asls, x, lam=1e4, p=0.05, max_iter=10))
    add("AirPLS", {}, x, rows(airpls, x))
    add("AirPLS", {"lam": 1e3, "max_iter": 15}, x, rows(airpls, x, lam=1e3, max_iter=15))
    add("ArPLS", {}, x, rows(arpls, x))
    add("ArPLS", {"lam": 1e3, "tol": 1e-6}, x, rows(arpls, x, lam=1e3, tol=1e-6))
    add("ModPoly", {}, x, rows(polybase, x))
    add("ModPoly", {"poly_order": 4, "tol": 1e-6}, x, rows(polybase, x, poly_order=4, tol=1e-6))
    add("IModPoly", {}, x, rows(polybase, x, variant="imodpoly"))
    add("PolynomialBaseline", {"poly_order": 3}, x, rows(polybase, x, poly_order=3, variant="plain"))

def osc(xtr, y, xap, n_components=1):
    """Fearn (2000): w = first right singular vector of X(I - v v'/v'v), v = X'y."""
    mean = xtr.mean(axis=0)
    x = xtr - mean
    yc = y - y.mean()
    ws, ps = [], []
    for _ in range(n_components):
        v = x.T @ yc
        z = x - np.outer(x @ v / (v @ v), v)
        w = np.linalg.svd(z, full_matrices=False)[2][0]
        t = x @ w
        p = x.T @ t / (t @ t)
        x = x - np.outer(t, p)
        ws.append(w)
        ps.append(p)
    out = xap - mean
    for w, p in zip(ws, ps):
        out = out - np.outer(out @ w, p)
    return out + mean


osc_cases = []
for k in (1, 2, 3):
    xtr = peaky(30, 80)
    y = xtr[:, 20] * 3 + rng.normal(size=30) * 0.1
    xap = peaky(6, 80)
    osc_cases.append({"params": {"n_components": k}, "x": xtr.tolist(), "y": y.tolist(),
                      "apply": xap.tolist(), "out": osc(xtr, y, xap, k).tolist()})
xtr = peaky(40, 12)  # more samples than features: the other Gram matrix
y = xtr[:, 5] - xtr[:, 2] + rng.normal(size=40) * 0.05
xap = peaky(5, 12)
osc_cases.append({"params": {"n_components": 2}, "x": xtr.tolist(), "y": y.tolist(),
                  "apply": xap.tolist(), "out": osc(xtr, y, xap, 2).tolist()})

systems = []
for n, lam in ((3, 1.0), (10, 1e2), (257, 1e6), (2000, 1e9)):
    y = rng.normal(size=n).cumsum()
    w = rng.uniform(0.01, 1.0, n)
    systems.append({"lam": lam, "y": y.tolist(), "w": w.tolist(), "z": whittaker(y, w, lam).tolist()})

with open(sys.argv[1], "w") as f:
    json.dump({"numpy": np.__version__, "scipy": scipy.__version__, "cases": cases,
               "whittaker": systems, "osc": osc_cases}, f)
    f.write("\n")
