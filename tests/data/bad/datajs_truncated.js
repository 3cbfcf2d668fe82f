window.BENCHMARK_DATA = {
  "lastUpdate": 1,
  "entries": {
    "S": [
      {"date": 1, "benches": [{"name": "a", "value": 1, "unit": "ns/iter"}