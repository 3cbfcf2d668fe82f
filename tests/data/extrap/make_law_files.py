#!/usr/bin/env python3
"""Write the law_* files of this directory: Extra-P's JSON, older JSON and JSON Lines forms of
the law of two_parameter_6.txt, t = 1 + 0.05 s^1.5 p, with three repetitions per point
(0.99 t, t, 1.01 t: median and mean t, minimum 0.99 t) and a second metric, visits = p s.
Run from this directory: python3 make_law_files.py (the files are committed; nothing runs it)."""
import json

points = [(p, s) for s in (10, 20, 30, 40, 50) for p in (2, 4, 8, 16, 32)]


def reps(p, s):
    t = 1 + 0.05 * s ** 1.5 * p
    return [round(t * f, 10) for f in (0.99, 1.0, 1.01)]


# the layout Extra-P recommends: callpath -> metric -> [{point, values}]
doc = {"parameters": ["p", "s"],
       "measurements": {"main": {
           "time": [{"point": [p, s], "values": reps(p, s)} for p, s in points],
           "visits": [{"point": [p, s], "values": [p * s] * 3} for p, s in points]}}}
with open("law_two_parameter_6.json", "w") as f:
    json.dump(doc, f, indent=1)
    f.write("\n")

# the older layout: lists joined by id; the values of one coordinate are its repetitions
ids = {"parameters": [{"id": 1, "name": "p"}, {"id": 2, "name": "s"}],
       "callpaths": [{"id": 1, "name": "main"}],
       "metrics": [{"id": 1, "name": "time"}, {"id": 2, "name": "visits"}],
       "coordinates": [{"id": i + 1, "parameter_value_pairs": [
           {"parameter_id": 1, "parameter_value": p}, {"parameter_id": 2, "parameter_value": s}]}
           for i, (p, s) in enumerate(points)],
       "measurements": []}
for k in range(3):
    for i, (p, s) in enumerate(points):
        for m, v in ((1, reps(p, s)[k]), (2, p * s)):
            ids["measurements"].append({"id": len(ids["measurements"]) + 1, "callpath_id": 1,
                                        "coordinate_id": i + 1, "metric_id": m, "value": v})
with open("law_two_parameter_6_ids.json", "w") as f:
    json.dump(ids, f, indent=1)
    f.write("\n")

# JSON Lines: one value, or a list of repetitions, per line
with open("law_two_parameter_6.jsonl", "w") as f:
    for p, s in points:
        f.write(json.dumps({"params": {"p": p, "s": s}, "callpath": "main", "metric": "time",
                            "value": reps(p, s)[:2]}) + "\n")
        f.write(json.dumps({"params": {"p": p, "s": s}, "callpath": "main", "metric": "visits",
                            "value": p * s}) + "\n")
    for p, s in points:
        f.write(json.dumps({"params": {"p": p, "s": s}, "callpath": "main", "metric": "time",
                            "value": reps(p, s)[2]}) + "\n")
