window.BENCHMARK_DATA = {
  "entries": {
    "S": [
      {"date": 1, "benches": [
        {"name": "a/8", "value": 1, "unit": "ns/iter"},
        {"name": "a/16", "value": -2, "unit": "ns/iter"}
      ]}
    ]
  }
}
