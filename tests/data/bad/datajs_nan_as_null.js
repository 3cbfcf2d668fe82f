window.BENCHMARK_DATA = {
  "entries": {
    "S": [
      {"date": 1, "benches": [{"name": "a", "value": null, "unit": "ns/iter"}]}
    ]
  }
}
