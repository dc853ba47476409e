#!/usr/bin/env python3
"""Prints the reference values that FiltersTest checks for XOutlierFilter and HighLeverageFilter.

Usage: python3 tools/reference/make_filter_reference.py (needs numpy, scipy and scikit-learn;
1.2.1 was used). The rows are the test's 20 ordinary rows and one far row in 3 features; the
values are small enough to be written into the test by hand.
"""
import numpy as np
from scipy.stats import chi2
from sklearn.covariance import EmpiricalCovariance
from sklearn.decomposition import PCA

X = np.array([[i % 5, (i * 7) % 11, (i * 3) % 4 + 0.5 * i] for i in range(20)] + [[30, -40, 100]],
             float)
Xc = X - X.mean(0)

# HighLeverageFilter: the hat-matrix diagonal of the centred rows (3 components = the full space)
hat = np.diag(Xc @ np.linalg.pinv(Xc.T @ Xc) @ Xc.T)
print("leverage", np.round(hat, 4).tolist(), "2 x mean", 2 * hat.mean())
fresh = np.array([[2, 5, 5], [0, 0, -50]], float) - X.mean(0)
print("new rows", np.diag(fresh @ np.linalg.pinv(Xc.T @ Xc) @ fresh.T).tolist())

# XOutlierFilter mahalanobis: sqrt of the empirical-covariance distance, chi-squared threshold
d = np.sqrt(EmpiricalCovariance().fit(X).mahalanobis(X))
print("mahalanobis", np.round(d, 4).tolist(), "threshold", np.sqrt(chi2.ppf(0.975, 3)))
for df in (1, 3, 7, 50):
    print("chi2.ppf(0.975, %d) = %r" % (df, chi2.ppf(0.975, df)))

# pca_residual and pca_leverage with 2 components, 95th-percentile thresholds
pca = PCA(2, svd_solver="full").fit(X)
err = ((X - pca.inverse_transform(pca.transform(X))) ** 2).sum(1)
print("residual", np.round(err, 4).tolist(), "p95", np.percentile(err, 95))
scores = pca.transform(X)
t2 = (scores ** 2 / pca.explained_variance_).sum(1)
print("T2", np.round(t2, 4).tolist(), "p95", np.percentile(t2, 95))
