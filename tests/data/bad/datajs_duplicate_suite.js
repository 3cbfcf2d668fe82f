window.BENCHMARK_DATA = {
  "entries": {
    "S": [],
    "S": []
  }
}
