"""PLS-family diagnostics reference: VIP, scores, Hotelling T² and Q of SIMPLS, SparsePLS, OPLS and
IntervalPLS (docs/diagnostics.md §1-§3), each computed from the model's own matrices.

The data are the fixed 30 x 12 spectra of LatentDiagnosticsTest (x[i][j] = sin(0.3 j + 0.7 i)
+ 0.05 ((7 i + 3 j) mod 11) + 0.1 j, y[i] = 2 x[i][1] - x[i][5] + 0.5 x[i][9] + 0.01 (i mod 4)) and
two new samples, rows 3 and 17 plus 0.05 sin(j). X is autoscaled (ddof 1), y centred, as the
family's defaults (scale_y=False) do.

- SIMPLS (de Jong 1993) and sparse SIMPLS (each unit weight soft-thresholded by lambda/2 and
  renormalised) are written out in numpy; weights W = r / |r|, scores T = X_s R, q = y^T t.
- OPLS (Trygg & Wold 2002) is written out in numpy as the sequential filter: a sample's orthogonal
  scores t_o = x w_o with x <- x - t_o p_o^T, then the predictive score t = x_f w; its residual is
  x_f - t p^T. Component 1 is the predictive one, then the orthogonal ones.
- IntervalPLS: the window is chosen as the method defines it (windows of interval_width every step,
  venetian-blind n_folds cross-validated RMSE of scikit-learn's PLSRegression, first minimum), and
  the diagnostics are those of scikit-learn's PLSRegression fitted on that window (x_weights_,
  y_loadings_, x_scores_, x_loadings_, x_rotations_).

Formulas, independent of the engine's (which goes through W (P^T W)^-1): VIP_j = sqrt(m sum_a SS_a
(w_ja/|w_a|)^2 / sum_a SS_a), SS_a = |q_a|^2 t_a^T t_a, m the features the model rests on;
T2_i = t_i C^-1 t_i^T with C the calibration score covariance (ddof 1; diagonal when the scores are
orthogonal); Q_i the squared residual of x_s,i off the model (for SIMPLS and SparsePLS off the span
of the calibration scores, by least squares).

Writes src/test/resources/reference/pls_family_diagnostics.json.
"""
import json
import pathlib

import numpy as np
import sklearn
from sklearn.cross_decomposition import PLSRegression

n, p = 30, 12
x = np.array([[np.sin(0.3 * j + 0.7 * i) + 0.05 * ((i * 7 + j * 3) % 11) + 0.1 * j
               for j in range(p)] for i in range(n)])
y = np.array([2 * x[i, 1] - x[i, 5] + 0.5 * x[i, 9] + 0.01 * (i % 4) for i in range(n)])
new = np.array([x[3] + 0.05 * np.sin(np.arange(p)), x[17] + 0.05 * np.sin(np.arange(p))])

mean = x.mean(axis=0)
std = x.std(axis=0, ddof=1)
std[std == 0] = 1
xs = (x - mean) / std
news = (new - mean) / std
yc = y - y.mean()


def vip(w, q, t, m):
    ss = (q ** 2).sum(axis=0) * (t ** 2).sum(axis=0)
    wn = w / np.linalg.norm(w, axis=0)
    return np.sqrt(m * (wn ** 2) @ ss / ss.sum())


def hotelling(t_cal, t):
    c = np.cov(t_cal, rowvar=False, ddof=1).reshape(t_cal.shape[1], t_cal.shape[1])
    ci = np.linalg.inv(c)
    return np.einsum("ia,ab,ib->i", t, ci, t)


def simpls(k, lam):
    s = (xs.T @ yc).reshape(p, 1)
    r, qs, vs = [], [], []
    for _ in range(k):
        ra = s[:, 0] / np.linalg.norm(s[:, 0])
        if lam > 0:
            ra = np.sign(ra) * np.maximum(np.abs(ra) - lam / 2, 0)
            ra = ra / np.linalg.norm(ra)
        t = xs @ ra
        nt = np.linalg.norm(t)
        t, ra = t / nt, ra / nt
        pa = xs.T @ t
        qa = np.array([yc @ t])
        va = pa.copy()
        for vj in vs:
            va -= (vj @ va) * vj
        va /= np.linalg.norm(va)
        s = s - np.outer(va, va @ s)
        r.append(ra)
        qs.append(qa)
        vs.append(va)
    r = np.array(r).T
    q = np.array(qs).T
    t_cal = xs @ r
    t_new = news @ r
    # residuals off the span of the calibration scores (least-squares loadings)
    pl = np.linalg.lstsq(t_cal, xs, rcond=None)[0]
    case = {
        "vip": vip(r, q, t_cal, p).tolist(),
        "t2": hotelling(t_cal, t_cal).tolist(),
        "q": ((xs - t_cal @ pl) ** 2).sum(axis=1).tolist(),
        "scores": t_cal.tolist(),
        "test_t2": hotelling(t_cal, t_new).tolist(),
        "test_q": ((news - t_new @ pl) ** 2).sum(axis=1).tolist(),
        "max_score_correlation": float(np.abs(np.corrcoef(t_cal, rowvar=False)
                                              - np.eye(k)).max()) if k > 1 else 0.0,
    }
    return case


def opls(k):
    xf = xs.copy()
    w = xf.T @ yc
    w /= np.linalg.norm(w)
    wo, po = [], []
    for _ in range(k - 1):
        t = xf @ w
        pl = xf.T @ t / (t @ t)
        wa = pl - (w @ pl) * w
        wa /= np.linalg.norm(wa)
        to = xf @ wa
        pa = xf.T @ to / (to @ to)
        xf = xf - np.outer(to, pa)
        wo.append(wa)
        po.append(pa)
    t = xf @ w
    c = (yc @ t) / (t @ t)
    pp = xf.T @ t / (t @ t)

    def project(rows):
        rows = rows.copy()
        scores = []
        for wa, pa in zip(wo, po):
            to = rows @ wa
            rows = rows - np.outer(to, pa)
            scores.append(to)
        tp = rows @ w
        return np.column_stack([tp] + scores), ((rows - np.outer(tp, pp)) ** 2).sum(axis=1)

    t_cal, q_cal = project(xs)
    t_new, q_new = project(news)
    wmat = np.column_stack([w] + wo)
    qmat = np.array([[c] + [0.0] * (k - 1)])
    return {
        "vip": vip(wmat, qmat, t_cal, p).tolist(),
        "t2": hotelling(t_cal, t_cal).tolist(),
        "q": q_cal.tolist(),
        "scores": t_cal.tolist(),
        "test_t2": hotelling(t_cal, t_new).tolist(),
        "test_q": q_new.tolist(),
        "prediction": (t_cal[:, 0] * c + y.mean()).tolist(),
    }


def interval(k, width, step, folds):
    w = min(width, p)
    best, best_rmse = 0, np.inf
    for start in range(0, p - w + 1, step):
        sse = 0.0
        for f in range(folds):
            test = np.arange(n) % folds == f
            xw = x[:, start:start + w]
            m = PLSRegression(n_components=min(k, w, (~test).sum())).fit(xw[~test], y[~test])
            sse += ((m.predict(xw[test]).ravel() - y[test]) ** 2).sum()
        rmse = np.sqrt(sse / n)
        if rmse < best_rmse:
            best, best_rmse = start, rmse
    xw = x[:, best:best + w]
    m = PLSRegression(n_components=min(k, w, n)).fit(xw, y)
    xsw = (xw - m._x_mean) / m._x_std
    nsw = (new[:, best:best + w] - m._x_mean) / m._x_std
    t_cal = m.x_scores_
    t_new = nsw @ m.x_rotations_
    pl = m.x_loadings_
    v = np.zeros(p)
    v[best:best + w] = vip(m.x_weights_, m.y_loadings_, t_cal, w)
    return {
        "start": best,
        "width": w,
        "vip": v.tolist(),
        "t2": hotelling(t_cal, t_cal).tolist(),
        "q": ((xsw - t_cal @ pl.T) ** 2).sum(axis=1).tolist(),
        "scores": t_cal.tolist(),
        "test_t2": hotelling(t_cal, t_new).tolist(),
        "test_q": ((nsw - t_new @ pl.T) ** 2).sum(axis=1).tolist(),
    }


out = {"numpy": np.__version__, "sklearn": sklearn.__version__,
       "new": new.tolist(), "SIMPLS": [], "SparsePLS": [], "OPLS": [], "IntervalPLS": []}
for k in (1, 3, 5):
    out["SIMPLS"].append(dict(k=k, **simpls(k, 0.0)))
    out["OPLS"].append(dict(k=k, **opls(k)))
for k in (2, 3):
    out["SparsePLS"].append(dict(k=k, sparsity_lambda=0.3, **simpls(k, 0.3)))
out["IntervalPLS"].append(dict(k=2, interval_width=5, step=2, n_folds=3, **interval(2, 5, 2, 3)))
out["IntervalPLS"].append(dict(k=1, interval_width=3, step=1, n_folds=3, **interval(1, 3, 1, 3)))
out["IntervalPLS"].append(dict(k=2, interval_width=3, step=1, n_folds=3, **interval(2, 3, 1, 3)))

# cross-checks: with one target SIMPLS spans NIPALS's scores, so T2 and Q are PLSRegression's
for case in out["SIMPLS"]:
    m = PLSRegression(n_components=case["k"], scale=True).fit(x, y)
    e = xs - m.x_scores_ @ m.x_loadings_.T
    assert np.allclose(case["q"], (e ** 2).sum(axis=1), rtol=1e-8, atol=1e-10)
    assert np.allclose(case["t2"], hotelling(m.x_scores_, m.x_scores_), rtol=1e-8)
for case in out["SparsePLS"]:
    assert case["max_score_correlation"] > 1e-3, "sparse scores expected correlated"

path = pathlib.Path(__file__).resolve().parents[2] / "src/test/resources/reference/pls_family_diagnostics.json"
path.write_text(json.dumps(out, indent=1))
print("wrote", path, [c["start"] for c in out["IntervalPLS"]],
      [c["max_score_correlation"] for c in out["SparsePLS"]])
