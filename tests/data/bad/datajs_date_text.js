window.BENCHMARK_DATA = {
  "entries": {
    "Bench": [
      {"date": "2023-11-14", "benches": []}
    ]
  }
}
