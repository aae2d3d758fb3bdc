#!/usr/bin/env python3
"""Writes a save of a game played for a given number of decisions, for bench_replay and
`replay --verify` timings (docs/benchmarks.md).

A game of random legal choices ends after about 300 decisions, so at the first movement or
action decision after every 50 decisions the script puts what is running low back where it
began - the resources, the distance, Galactica's damage, the centurions - with scenario requests (recorded in the save like any other). A game that ends all
the same is dropped and the next seed is tried.

usage: make_long_save.py CLI MODE DECISIONS SEED OUT
  CLI        path of galactica-solo-cli
  MODE       solo or standard
  DECISIONS  decisions to play, e.g. 2000
  SEED       first game seed
  OUT        the save to write
"""
import json
import random
import subprocess
import sys

CHARACTERS = {
    "solo": ["laura_roslin", "william_adama", "kara_thrace", "tom_zarek"],
    "standard": ["laura_roslin", "william_adama", "kara_thrace", "galen_tyrol", "saul_tigh"],
}
START = {"food": 8, "fuel": 8, "morale": 10, "population": 12}
TOP_UP_EVERY = 50


class Session:
    def __init__(self, cli):
        self.proc = subprocess.Popen([cli, "play"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def ask(self, request):
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            sys.exit("make_long_save: the CLI ended without an answer")
        return json.loads(line)

    def close(self):
        self.proc.stdin.close()
        self.proc.wait()


def top_up(session, decision):
    """Sends the scenario requests the game needs to go on; returns the decision asked now
    and whether the top-up must be tried again (the board requests are refused when the
    movement or action asked is not the current player's own, an order given to another)."""
    state = session.ask({"cmd": "state", "view": "full"})["state"]
    requests = []
    if any(state["resources"][name] < START[name] - 3 for name in START):
        requests.append({"cmd": "set", "resources": START})
    if state["distance"] >= 6:
        requests.append({"cmd": "set", "distance": 0})
    if state["damage"]:
        requests.append({"cmd": "damage", "locations": []})
    if state["centurions"]:
        requests.append({"cmd": "centurions", "track": []})
    answers = [session.ask(request) for request in requests]
    if answers:
        decision = answers[-1].get("decision", decision)
    return decision, not all(answer.get("ok") for answer in answers)


def play_one(session, mode, decisions, seed):
    """True when the game reached the number of decisions with a decision still pending."""
    rng = random.Random(seed)
    answer = session.ask({"cmd": "new", "mode": mode, "seed": seed,
                          "characters": CHARACTERS[mode]})
    if not answer.get("ok"):
        sys.exit(f"make_long_save: new game refused: {answer}")
    decision = answer["decision"]
    top_up_due = False
    for made in range(decisions):
        if decision is None:
            return False
        top_up_due = top_up_due or made % TOP_UP_EVERY == 0
        if top_up_due and decision["kind"] in ("movement", "action"):
            decision, top_up_due = top_up(session, decision)
        option = rng.choice(decision["options"])["id"]
        answer = session.ask({"cmd": "choose", "option": option})
        if not answer.get("ok"):
            sys.exit(f"make_long_save: choice refused: {answer}")
        decision = answer.get("decision")
    return decision is not None


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    cli, mode, decisions, seed, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    if mode not in CHARACTERS:
        sys.exit("make_long_save: MODE is solo or standard")
    session = Session(cli)
    for attempt in range(200):
        if play_one(session, mode, decisions, seed + attempt):
            answer = session.ask({"cmd": "save", "path": out})
            if not answer.get("ok"):
                sys.exit(f"make_long_save: save failed: {answer}")
            print(f"{out}: {mode}, seed {seed + attempt}, {decisions} decisions")
            session.close()
            return
    session.close()
    sys.exit("make_long_save: no game lasted that long in 200 seeds")


if __name__ == "__main__":
    main()
