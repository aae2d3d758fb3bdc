#!/usr/bin/env python3
"""Times the `state` request (the player's view) over the decisions of Four Solo games in one
`play` session: each step asks `state` (solo view) and chooses the first option.
Usage: tools/view_request_time.py CLI [games] ; prints the median microseconds of a state request."""
import json, subprocess, sys, time, statistics
cli = sys.argv[1]; games = int(sys.argv[2]) if len(sys.argv) > 2 else 3
p = subprocess.Popen([cli, "play"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def ask(obj):
    p.stdin.write(json.dumps(obj) + "\n"); p.stdin.flush()
    return json.loads(p.stdout.readline())
chars = ["laura_roslin", "william_adama", "kara_thrace", "tom_zarek"]
times = []; decisions_t = []
for g in range(games):
    r = ask({"cmd": "new", "mode": "solo", "seed": 100 + g, "characters": chars})
    d = r.get("decision")
    steps = 0
    while d and steps < 400:
        t = time.perf_counter(); ask({"cmd": "state", "view": "solo"}); times.append(time.perf_counter() - t)
        t = time.perf_counter(); ask({"cmd": "decision"}); decisions_t.append(time.perf_counter() - t)
        r = ask({"cmd": "choose", "option": d["options"][0]["id"]})
        d = r.get("decision"); steps += 1
p.stdin.close(); p.wait()
print(f"state: median {statistics.median(times)*1e6:.0f} us over {len(times)}; decision (baseline request): median {statistics.median(decisions_t)*1e6:.0f} us")
