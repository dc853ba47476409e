"""PCR diagnostics reference: Hotelling T² and Q residuals of principal component regression.

The data are the fixed 30 x 12 spectra of LatentDiagnosticsTest (x[i][j] = sin(0.3 j + 0.7 i)
+ 0.05 ((7 i + 3 j) mod 11) + 0.1 j). X is autoscaled (ddof 1), its first k right singular vectors
V_k are the PCR axes, scores T = X_s V_k, T2_i = sum_a t_ia^2 / var(t_a) (ddof 1) and
Q_i = ||x_s,i - t_i V_k^T||^2, computed with numpy alone.

Writes src/test/resources/reference/pcr_diagnostics.json.
"""
import json
import pathlib

import numpy as np

n, p = 30, 12
x = np.array([[np.sin(0.3 * j + 0.7 * i) + 0.05 * ((i * 7 + j * 3) % 11) + 0.1 * j
               for j in range(p)] for i in range(n)])
xs = (x - x.mean(axis=0)) / x.std(axis=0, ddof=1)
_, _, vt = np.linalg.svd(xs, full_matrices=False)
out = {"numpy": np.__version__, "cases": []}
for k in (1, 3, 5):
    v = vt[:k].T
    t = xs @ v
    var = t.var(axis=0, ddof=1)
    t2 = (t ** 2 / var).sum(axis=1)
    e = xs - t @ v.T
    q = (e ** 2).sum(axis=1)
    out["cases"].append({"k": k, "t2": t2.tolist(), "q": q.tolist()})
path = pathlib.Path(__file__).resolve().parents[2] / "src/test/resources/reference/pcr_diagnostics.json"
path.write_text(json.dumps(out, indent=1))
print("wrote", path)
