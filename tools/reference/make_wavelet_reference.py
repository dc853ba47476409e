#!/usr/bin/env python3
"""Writes the Wavelet reference WaveletTest compares against: nirs4all's Wavelet as
docs/operator-behaviour.md §1.10 defines it, computed with PyWavelets and scipy in float64 —
the detail coefficients of pywt.dwt(X, wavelet, 'periodization') along the rows, resampled back to
the input width with scipy.signal.resample.

Usage: python3 tools/reference/make_wavelet_reference.py src/test/resources/reference/wavelets.json
(needs numpy, scipy and PyWavelets; made with PyWavelets 1.8.0, scipy 1.17.1, numpy 2.4.6).
"""
import json
import sys

import numpy as np
import pywt
import scipy
from scipy.signal import resample

rng = np.random.RandomState(5)
cases = []
for p in (64, 51, 7):
    t = np.linspace(0, 1, p)
    X = 0.5 + 0.3 * np.sin(6 * t)[None, :] * rng.uniform(0.8, 1.2, size=(5, 1)) \
        + 0.02 * rng.normal(size=(5, p))
    for name in ("haar", "db2", "db4", "db10", "sym5", "sym8", "coif1", "coif3"):
        _, cD = pywt.dwt(X, name, mode="periodization", axis=1)
        out = resample(cD, p, axis=1)
        cases.append({"wavelet": name, "x": X.tolist(), "out": out.tolist()})
with open(sys.argv[1], "w") as f:
    json.dump({"pywt": pywt.__version__, "scipy": scipy.__version__, "cases": cases}, f)
    f.write("\n")
