window.BENCHMARK_DATA = {"entries": {"S": [{"date": 1, "tool": "benchmarkjs", "benches": [{"name": "fib(20)", "value": 0, "unit": "ops/sec"}]}]}}
