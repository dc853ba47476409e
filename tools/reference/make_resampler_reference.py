#!/usr/bin/env python3
"""Writes the reference ResamplerParityTest compares against: spectra interpolated from a source
wavelength axis onto target grids by scipy.interpolate.interp1d (every kind nirs4all's Resampler
page lists), with scipy's own out-of-range handling (fill_value, 'extrapolate'). scipy is
BSD-licensed; nothing of nirs4all is used.

Each case: the source axis, the target grid, the Resampler parameters (method, fill_value,
crop_range), the input rows and interp1d's output rows. The cubic cases are also checked here
against scipy.interpolate.CubicSpline (not-a-knot), an independent construction of the same spline.

Usage: python3 tools/reference/make_resampler_reference.py \
    src/test/resources/reference/resampler.json
(needs numpy and scipy; made with numpy 2.x, scipy 1.17).
"""
import json
import sys

import numpy as np
from scipy.interpolate import CubicSpline, interp1d

rng = np.random.RandomState(7)
KINDS = ["linear", "nearest", "previous", "next", "zero", "slinear", "quadratic", "cubic"]


def spectra(axis, n):
    base = np.exp(-((axis - axis.mean()) / (0.2 * np.ptp(axis))) ** 2)
    rows = []
    for i in range(n):
        rows.append(
            (1 + 0.1 * i) * base
            + 0.05 * np.sin(axis / (7.0 + i))
            + 0.01 * rng.standard_normal(len(axis))
        )
    return np.array(rows)


def case(name, axis, target, x, method, fill_value=0, crop_range=None):
    a, xx = axis, x
    if crop_range is not None:
        mask = (axis >= crop_range[0]) & (axis <= crop_range[1])
        a, xx = axis[mask], x[:, mask]
    f = interp1d(a, xx, kind=method, axis=1, bounds_error=False, fill_value=fill_value)
    y = f(target)
    if method == "cubic":
        order = np.argsort(a, kind="mergesort")
        cs = CubicSpline(a[order], xx[:, order], axis=1)(target)
        inside = (target >= a.min()) & (target <= a.max())
        scale = np.abs(y[:, inside]).max()
        assert np.abs(cs[:, inside] - y[:, inside]).max() <= 1e-12 * scale, name
    params = {"method": method, "fill_value": fill_value}
    if crop_range is not None:
        params["crop_range"] = list(crop_range)
    return {
        "name": name,
        "axis": axis.tolist(),
        "target": target.tolist(),
        "params": params,
        "x": x.tolist(),
        "expected": [[None if np.isnan(v) else float(v) for v in r] for r in y],
    }


def main(out):
    cases = []
    regular = np.arange(1000.0, 1200.0, 2.0)  # 100 points
    x = spectra(regular, 2)
    inside_down = np.linspace(1001.0, 1197.0, 37)
    inside_up = np.linspace(1000.0, 1198.0, 140)
    beyond = np.linspace(990.0, 1210.0, 45)
    for kind in KINDS:
        cases.append(case(f"{kind} down", regular, inside_down, x, kind))
        cases.append(case(f"{kind} up", regular, inside_up, x, kind))
        cases.append(case(f"{kind} fill 0", regular, beyond, x, kind))
        cases.append(case(f"{kind} fill -1.5", regular, beyond, x, kind, fill_value=-1.5))
        cases.append(case(f"{kind} extrapolate", regular, beyond, x, kind, "extrapolate"))
    # an irregular, descending axis (wavenumbers), targets ascending
    irregular = np.sort(rng.uniform(4000.0, 10000.0, 60))[::-1].copy()
    xi = spectra(irregular, 3)
    targets = np.linspace(4100.0, 9900.0, 80)
    for kind in KINDS:
        cases.append(case(f"{kind} irregular descending", irregular, targets, xi, kind))
    # crop first
    for kind in ["linear", "cubic"]:
        cases.append(
            case(
                f"{kind} crop",
                regular,
                np.linspace(1050.0, 1150.0, 30),
                x,
                kind,
                crop_range=(1040.0, 1160.0),
            )
        )
        cases.append(
            case(
                f"{kind} crop narrower than target",
                regular,
                np.linspace(1030.0, 1170.0, 30),
                x,
                kind,
                crop_range=(1050.0, 1150.0),
            )
        )
    # few points: the smallest axes each spline accepts
    for kind, n in [("quadratic", 3), ("cubic", 4), ("cubic", 5), ("quadratic", 4), ("linear", 2)]:
        small = np.array([1.0, 2.5, 3.0, 4.75, 6.0, 7.0])[:n]
        xs = rng.standard_normal((2, n))
        cases.append(case(f"{kind} {n} points", small, np.linspace(0.5, 7.5, 15), xs, kind))
    with open(out, "w") as f:
        json.dump({"cases": cases}, f)
    print(f"{len(cases)} cases written to {out}")


if __name__ == "__main__":
    main(sys.argv[1])
