#!/usr/bin/env python3
"""Writes scikit-learn RobustScaler reference values (float64) for RobustScalerTest.

Usage: /usr/bin/python3 tools/reference/make_robust_reference.py src/test/resources/reference
Plain numpy / scikit-learn; a seeded 37 x 5 matrix with ties, odd and even row counts.
"""
import json
import os
import sys

import numpy as np
from sklearn.preprocessing import RobustScaler


def main(out_dir):
    rng = np.random.RandomState(3)
    x = np.round(rng.normal(2.0, 3.0, size=(37, 5)), 2)
    cases = []
    for rows, params in ((37, {}), (36, {"quantile_range": [10.0, 90.0]}),
                         (37, {"unit_variance": True}), (36, {"with_centering": False})):
        kw = dict(params)
        if "quantile_range" in kw:
            kw["quantile_range"] = tuple(kw["quantile_range"])
        s = RobustScaler(**kw).fit(x[:rows])
        cases.append({"rows": rows, "params": params, "out": s.transform(x).tolist(),
                      "center": None if s.center_ is None else s.center_.tolist(),
                      "scale": s.scale_.tolist()})
    with open(os.path.join(out_dir, "robust-scaler.json"), "w") as f:
        json.dump({"x": x.tolist(), "cases": cases}, f)


if __name__ == "__main__":
    main(sys.argv[1])
