#!/usr/bin/env python3
"""Writes numpy Generator (PCG64 / SeedSequence) reference draws for the engine.random tests.

Usage: /usr/bin/python3 tools/reference/make_random_reference.py src/test/resources/reference
Plain numpy; no nirs4all. The file holds SeedSequence pools and states, raw PCG64 outputs, and
random / uniform / integers / normal draws of default_rng for a few seeds, plus the summary of a
long standard-normal stream (to bound the ziggurat difference over every layer).
"""
import json
import os
import sys

import numpy as np


def main(out_dir):
    cases = []
    for seed in (0, 1, 42, 12345, 2**32 + 7, 2**70 + 3):
        ss = np.random.SeedSequence(seed)
        bg = np.random.PCG64(seed)
        st = bg.state["state"]
        raw = np.random.PCG64(seed)
        g = np.random.default_rng(seed)
        case = {
            "seed": str(seed),
            "pool": [int(w) for w in ss.pool],
            "state64": [str(int(w)) for w in ss.generate_state(4, np.uint64)],
            "pcg_state": str(st["state"]),
            "pcg_inc": str(st["inc"]),
            "next64": [str(int(v)) for v in raw.random_raw(5)],
            "random": np.random.default_rng(seed).random(5).tolist(),
            "uniform": np.random.default_rng(seed).uniform(-0.2, 0.2, 5).tolist(),
            "integers": [],
            "normal": np.random.default_rng(seed).normal(0, 1, 20).tolist(),
        }
        for _ in range(4):
            case["integers"].append(g.integers(0, 5, size=3).tolist())
        cases.append(case)
    g = np.random.default_rng(2024)
    big = g.standard_normal(200000)
    mixed = np.random.default_rng(7)
    seq = []
    for i in range(50):
        seq.append(float(mixed.integers(0, 1000)))
        seq.append(float(mixed.normal(0.5, 2.0)))
        seq.append(float(mixed.uniform(1.0, 3.0)))
    out = {
        "cases": cases,
        "mixed_seed7": seq,
        "long_stream": {"seed": 2024, "n": int(big.size), "first": big[:1000].tolist(),
                        "sum": float(np.sum(big)), "sumsq": float(np.sum(big * big)),
                        "max": float(big.max()), "min": float(big.min())},
        "numpy": np.__version__,
    }
    with open(os.path.join(out_dir, "numpy-generator.json"), "w") as f:
        json.dump(out, f)


if __name__ == "__main__":
    main(sys.argv[1])
