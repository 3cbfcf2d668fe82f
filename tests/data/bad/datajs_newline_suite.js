window.BENCHMARK_DATA = {"entries": {"S\nT": [{"date": 1, "benches": [{"name": "x", "value": -4, "unit": "ms"}]}]}}
