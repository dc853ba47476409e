#!/usr/bin/env python3
"""Writes the JSON reference values the operator tests compare against.

Usage: python3 tools/reference/make_reference.py <shared-data-dir> <output-dir>
(e.g. ../shared/data and src/test/resources/reference).

Plain numpy / scipy / scikit-learn; nirs4all's operators are re-expressed with the library calls
they delegate to (operators-and-cache spec, sections 1 and 2). float64 cases run the libraries on
float64 data; float32 cases follow the spec's float32 operation order where the installed library
versions differ from the pinned reference versions (scikit-learn 1.9 scaler casts, scipy 1.17).
Arrays are stored as base64 of little-endian float32 ('f4') or float64 ('f8') bytes.
"""
import base64
import json
import os
import sys

import numpy as np
import scipy
import sklearn
from scipy import interpolate, ndimage, signal
from sklearn.cross_decomposition import PLSRegression
from sklearn.linear_model import Ridge
from sklearn.model_selection import KFold, ShuffleSplit
from sklearn import metrics


def enc(a, dtype):
    a = np.ascontiguousarray(np.asarray(a, dtype=dtype))
    return {"shape": list(a.shape), "dtype": np.dtype(dtype).str[1:],
            "b64": base64.b64encode(a.astype("<" + np.dtype(dtype).str[1:]).tobytes()).decode()}


def load(path):
    return np.loadtxt(path, delimiter=";", dtype=np.float64)


# ---- nirs4all operators expressed with numpy / scipy (spec section 1) ----

def snv(x):
    m = x.mean(axis=1, keepdims=True)
    x = x - m
    s = x.std(axis=1, keepdims=True)
    s[s == 0] = 1
    return x / s


def msc(fit, x):
    ref = fit.mean(axis=0)
    out = np.empty_like(x)
    for i, row in enumerate(x):
        b, a = np.polyfit(ref, row, 1)
        out[i] = (row - a) / b
    return out


def emsc(fit, x, degree):
    ref = fit.mean(axis=0)
    w = np.arange(x.shape[1], dtype=np.float64)
    d = np.column_stack([ref] + [w ** k for k in range(1, degree + 1)])
    out = np.empty_like(x)
    for i, row in enumerate(x):
        c = np.linalg.lstsq(d, row, rcond=None)[0]
        out[i] = (row - d[:, 1:] @ c[1:]) / c[0]
    return out


def haar(x):
    c = 0.7071067811865476
    p = x.shape[1]
    xe = x if p % 2 == 0 else np.concatenate([x, x[:, -1:]], axis=1)
    cd = c * xe[:, 0::2] + (-c) * xe[:, 1::2]
    return signal.resample(cd, p, axis=1)


def log_auto(fit, x, min_value=1e-8):
    lo = fit.min()
    off = min_value - lo if lo <= 0 else 0.0
    z = x + off
    return np.log(np.where(z <= 0, min_value, z))


def resample(x, num):
    old = np.linspace(0, 1, x.shape[1])
    new = np.linspace(0, 1, num)
    return interpolate.interp1d(old, x, kind="linear", axis=1)(new)


def std_scaler32(fit, x):
    mean = fit.astype(np.float64).mean(axis=0)
    var = fit.astype(np.float64).var(axis=0)
    scale = np.sqrt(var)
    return (x - mean.astype(np.float32)) / scale.astype(np.float32)


def minmax32(fit, x, a=0.0, b=1.0):
    lo, hi = fit.min(axis=0), fit.max(axis=0)
    rng = hi - lo
    scale = np.float32(b - a) / rng
    mn = np.float32(a) - lo * scale
    return x * scale + mn


def normalize(fit, x):
    return x / np.sqrt(np.sum(fit * fit, axis=0))


def transform_cases(x, fit_rows):
    f = x[fit_rows]
    cases = [
        ("StandardNormalVariate", {}, snv(x)),
        ("StandardNormalVariate", {"axis": 0}, (lambda c: c / c.std(axis=0))(x - x.mean(axis=0))),
        ("MultiplicativeScatterCorrection", {}, msc(f, x)),
        ("ExtendedMultiplicativeScatterCorrection", {"scale": False}, emsc(f, x, 2)),
        ("Detrend", {}, signal.detrend(x)),
        ("Detrend", {"bp": [100, 180]}, signal.detrend(x, bp=[100, 180])),
        ("SavitzkyGolay", {}, signal.savgol_filter(x, 11, 3)),
        ("SavitzkyGolay", {"window_length": 15}, signal.savgol_filter(x, 15, 3)),
        ("SavitzkyGolay", {"window_length": 15, "polyorder": 2, "deriv": 1},
         signal.savgol_filter(x, 15, 2, deriv=1)),
        ("SavitzkyGolay", {"window_length": 11, "polyorder": 3, "deriv": 2, "delta": 0.5},
         signal.savgol_filter(x, 11, 3, deriv=2, delta=0.5)),
        ("Gaussian", {}, ndimage.gaussian_filter1d(x, 1, order=2)),
        ("Gaussian", {"order": 1, "sigma": 2}, ndimage.gaussian_filter1d(x, 2, order=1)),
        ("Gaussian", {"order": 0, "sigma": 3.5}, ndimage.gaussian_filter1d(x, 3.5, order=0)),
        ("FirstDerivative", {}, np.gradient(x, 1.0, axis=1, edge_order=2)),
        ("FirstDerivative", {"delta": 2.0, "edge_order": 1}, np.gradient(x, 2.0, axis=1, edge_order=1)),
        ("SecondDerivative", {}, np.gradient(np.gradient(x, 1.0, axis=1, edge_order=2), 1.0, axis=1, edge_order=2)),
        ("Baseline", {}, x - f.mean(axis=0)),
        ("Normalize", {}, normalize(f, x)),
        ("Normalize", {"feature_range": [0, 2]},
         (lambda lo, hi: 0 + (2 - 0) / (hi - lo) * (x - lo))(f.min(axis=0), f.max(axis=0))),
        ("Haar", {}, haar(x)),
        ("CropTransformer", {"start": 10, "end": 200}, x[:, 10:200]),
        ("CropTransformer", {"start": -50}, x[:, -50:]),
        ("ResampleTransformer", {"num_samples": 100}, resample(x, 100)),
        ("ResampleTransformer", {"num_samples": 400}, resample(x, 400)),
        ("LogTransform", {}, log_auto(f, x)),
        ("LogTransform", {"offset": 1.0, "base": 10}, np.log(x + 1.0) / np.log(10)),
        ("StandardScaler", {}, (lambda s: s.fit(f).transform(x))(__import__("sklearn.preprocessing").preprocessing.StandardScaler())),
        ("MinMaxScaler", {}, (lambda s: s.fit(f).transform(x))(__import__("sklearn.preprocessing").preprocessing.MinMaxScaler())),
    ]
    return [{"op": op, "params": p, "out": enc(out, "f8")} for op, p, out in cases]


def float32_cases(x32, fit_rows):
    f = x32[fit_rows]
    g1 = np.gradient(x32, 1.0, axis=1, edge_order=2)
    cases = [
        ("StandardNormalVariate", {}, snv(x32)),
        ("FirstDerivative", {}, g1),
        ("SecondDerivative", {}, np.gradient(g1, 1.0, axis=1, edge_order=2)),
        ("Baseline", {}, x32 - (f.sum(axis=0) / np.float32(f.shape[0]))),
        ("Normalize", {}, x32 / np.sqrt(np.sum(f * f, axis=0))),
        ("StandardScaler", {}, std_scaler32(f, x32)),
        ("MinMaxScaler", {}, minmax32(f, x32)),
        ("Gaussian", {}, ndimage.gaussian_filter1d(x32, 1, order=2)),
        ("Gaussian", {"order": 1, "sigma": 2}, ndimage.gaussian_filter1d(x32, 2, order=1)),
        ("SavitzkyGolay", {"window_length": 15}, signal.savgol_filter(x32, 15, 3)),
        ("CropTransformer", {"start": 10, "end": 200}, x32[:, 10:200]),
        ("ResampleTransformer", {"num_samples": 100}, resample(x32, 100).astype(np.float32)),
        ("MultiplicativeScatterCorrection", {}, msc(f.astype(np.float64), x32.astype(np.float64)).astype(np.float32)),
    ]
    out = []
    for op, p, o in cases:
        assert o.dtype == np.float32, (op, o.dtype)
        out.append({"op": op, "params": p, "out": enc(o, "f4")})
    return out


def pls_case(xtr, ytr, xte, kmax):
    coefs, preds = [], []
    for k in range(1, kmax + 1):
        m = PLSRegression(n_components=k, scale=True).fit(xtr, ytr)
        coef = ((m.x_rotations_ @ m.y_loadings_.T) * m._y_std).T / m._x_std
        coefs.append(coef)
        preds.append((xte - m._x_mean) @ coef.T + m._y_mean)
    return {"coef": enc(np.stack(coefs), "f8"), "pred": enc(np.stack(preds), "f8")}


def splitters(x, y):
    out = {"kfold": [], "shuffle": []}
    for n, seed in [(10, 0), (189, 0), (189, 42), (1000, 7)]:
        out.setdefault("perm", []).append(
            {"n": n, "seed": seed, "perm": np.random.RandomState(seed).permutation(n).tolist()})
    n = 23
    for params in [{"n_splits": 5}, {"n_splits": 4, "shuffle": True, "random_state": 3}]:
        folds = [[tr.tolist(), te.tolist()] for tr, te in KFold(**params).split(np.zeros((n, 1)))]
        out["kfold"].append({"n": n, "params": params, "folds": folds})
    for params in [{"n_splits": 3, "test_size": 0.25, "random_state": 0},
                   {"n_splits": 2, "random_state": 42},
                   {"n_splits": 2, "test_size": 5, "train_size": 10, "random_state": 1}]:
        folds = [[tr.tolist(), te.tolist()] for tr, te in ShuffleSplit(**params).split(np.zeros((n, 1)))]
        out["shuffle"].append({"n": n, "params": params, "folds": folds})
    out["ks"] = kennard_stone(x, None, 0.25)
    out["spxy"] = kennard_stone(x, y, 0.25)
    return out


def kennard_stone(x, y, test_size):
    from scipy.spatial.distance import cdist
    n = x.shape[0]
    n_test = int(np.ceil(test_size * n))
    n_train = n - n_test
    d = cdist(x, x)
    if y is not None:
        dy = cdist(y.reshape(-1, 1), y.reshape(-1, 1))
        d = d / d.max() + dy / dy.max()
    i, j = np.unravel_index(np.argmax(d), d.shape)
    sel = [int(i), int(j)]
    cand = [k for k in range(n) if k not in sel]
    for _ in range(n_train - 2):
        mins = d[np.ix_(sel, cand)].min(axis=0)
        k = int(np.argmax(mins))
        sel.append(cand.pop(k))
    return {"train": sel, "test": sorted(cand)}


def metric_cases():
    rng = np.random.RandomState(5)
    t = rng.normal(10, 3, 137)
    p = t + rng.normal(0, 1, 137)
    lt = rng.randint(0, 3, 61).astype(float)
    lp = np.where(rng.rand(61) < 0.7, lt, rng.randint(0, 3, 61)).astype(float)
    return {
        "t": enc(t, "f8"), "p": enc(p, "f8"), "lt": enc(lt, "f8"), "lp": enc(lp, "f8"),
        "mse": metrics.mean_squared_error(t, p), "rmse": float(np.sqrt(metrics.mean_squared_error(t, p))),
        "mae": metrics.mean_absolute_error(t, p), "r2": metrics.r2_score(t, p),
        "accuracy": metrics.accuracy_score(lt, lp),
        "balanced_accuracy": metrics.balanced_accuracy_score(lt, lp),
    }


def main():
    data, out_dir = sys.argv[1], sys.argv[2]
    xcal = load(os.path.join(data, "regression", "Xcal.csv.gz"))
    ycal = load(os.path.join(data, "regression", "Ycal.csv.gz")).reshape(-1)
    xval = load(os.path.join(data, "regression", "Xval.csv.gz"))
    x32 = xcal[:100, ::8].astype(np.float32)          # 100 x 269 slice, float32 as nirs4all stores it
    y32 = ycal[:100].astype(np.float32)
    x = x32.astype(np.float64)
    y = y32.astype(np.float64)
    fit_rows = list(range(8))
    tx = x[:12]
    ridge = Ridge(alpha=1.0).fit(x[:70], y[:70])
    ridge_wide = Ridge(alpha=0.5).fit(x[:40, :], y[:40])
    doc = {
        "versions": {"numpy": np.__version__, "scipy": scipy.__version__, "sklearn": sklearn.__version__},
        "input": enc(x32, "f4"), "y": enc(y32, "f4"),
        "fitRows": fit_rows, "transformRows": 12,
        "float64": transform_cases(tx, fit_rows),
        "float32": float32_cases(x32[:12], fit_rows),
        "pls": {"train": 80, **pls_case(x[:80], y[:80], x[80:], 20)},
        "plsMulti": {"train": 80, **pls_case(x[:80], np.column_stack([y[:80], np.sqrt(y[:80]) * x[:80, 5]]), x[80:], 4)},
        "ridge": {"train": 70, "alpha": 1.0, "pred": enc(ridge.predict(x[70:]), "f8")},
        "ridgeWide": {"train": 40, "alpha": 0.5, "pred": enc(ridge_wide.predict(x[40:]), "f8")},
        "splitters": splitters(x[:30], y[:30]),
        "metrics": metric_cases(),
    }
    with open(os.path.join(out_dir, "operators.json"), "w") as fh:
        json.dump(doc, fh)
    xf = xcal.astype(np.float32).astype(np.float64)
    yf = ycal.astype(np.float32).astype(np.float64)
    xv = xval.astype(np.float32).astype(np.float64)
    full = {"pls": pls_case(xf, yf, xv, 20)["pred"],
            "snvRowSums": enc(snv(xf).sum(axis=1), "f8"),
            "sgRowSums": enc(signal.savgol_filter(xf, 15, 3, deriv=1).sum(axis=1), "f8")}
    with open(os.path.join(out_dir, "regression-full.json"), "w") as fh:
        json.dump(full, fh)


if __name__ == "__main__":
    main()
