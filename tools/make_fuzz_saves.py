#!/usr/bin/env python3
"""Writes the long saves of the save loader's fuzz seed corpus (tests/fuzz/corpus/save_loader,
docs/hardening.md): real games of random legal choices played through `play`, standard and
Four Solo, some whole and some stopped mid-game, and one kept going with scenario requests
past the length a game reaches by itself. Each is written as compact JSON (fewer bytes for the
fuzzer to mutate at random) and checked with `replay --verify`.

usage: make_fuzz_saves.py CLI OUTDIR
  CLI     path of galactica-solo-cli (a Release build is fastest)
  OUTDIR  where the saves go, e.g. tests/fuzz/corpus/save_loader
"""
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from make_long_save import Session, play_one  # noqa: E402  (the same folder)

# name, mode, characters, decisions to play (None: to the end of the game), first seed.
GAMES = [
    ("random_solo_whole", "solo", ["tom_zarek", "saul_tigh", "sharon_valerii", "galen_tyrol"], None, 101),
    ("random_standard3_whole", "standard", ["laura_roslin", "saul_tigh", "sharon_valerii"], None, 202),
    ("random_standard4_whole", "standard", ["william_adama", "tom_zarek", "kara_thrace", "galen_tyrol"], None, 303),
    ("random_solo_mid60", "solo", ["laura_roslin", "william_adama", "kara_thrace", "tom_zarek"], 60, 404),
    ("random_solo_mid150", "solo", ["gaius_baltar", "karl_agathon", "saul_tigh", "lee_adama"], 150, 505),
    ("random_standard5_mid120", "standard",
     ["laura_roslin", "william_adama", "kara_thrace", "galen_tyrol", "gaius_baltar"], 120, 606),
]
# Kept going with scenario requests (tools/make_long_save.py): a long game still in progress.
TOPPED_UP = ("scenario_solo_mid600", "solo", 600, 707)
# The loader target replays at most this many entries (tests/fuzz/fuzz_save_loader.cpp).
REPLAY_CAP = 1000


def play_to_end_or(session, mode, characters, decisions, seed):
    """Plays random legal choices; True when the game got as far as asked (to its end when
    `decisions` is None, else that many decisions with one still pending)."""
    rng = random.Random(seed)
    answer = session.ask({"cmd": "new", "mode": mode, "seed": seed, "characters": characters})
    if not answer.get("ok"):
        sys.exit(f"make_fuzz_saves: new game refused: {answer}")
    decision = answer["decision"]
    made = 0
    while decision is not None and (decisions is None or made < decisions):
        option = rng.choice(decision["options"])["id"]
        answer = session.ask({"cmd": "choose", "option": option})
        if not answer.get("ok"):
            sys.exit(f"make_fuzz_saves: choice refused: {answer}")
        decision = answer.get("decision")
        made += 1
    return decision is None if decisions is None else decision is not None


def save_compact(cli, session, path):
    answer = session.ask({"cmd": "save", "path": path})
    if not answer.get("ok"):
        sys.exit(f"make_fuzz_saves: save failed: {answer}")
    with open(path, encoding="utf-8") as file:
        save = json.load(file)
    with open(path, "w", encoding="utf-8") as file:
        json.dump(save, file, separators=(",", ":"), ensure_ascii=False)
    verify = subprocess.run([cli, "replay", path, "--verify"], capture_output=True, text=True)
    if verify.returncode != 0:
        sys.exit(f"make_fuzz_saves: {path} does not verify: {verify.stderr.strip()}")
    entries = len(save["log"])
    if entries > REPLAY_CAP:
        sys.exit(f"make_fuzz_saves: {path} has {entries} entries, more than the target replays")
    print(f"{path}: {entries} entries, {os.path.getsize(path)} bytes")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    cli, outdir = sys.argv[1], sys.argv[2]
    session = Session(cli)
    for name, mode, characters, decisions, seed in GAMES:
        for attempt in range(50):
            if play_to_end_or(session, mode, characters, decisions, seed + attempt):
                break
        else:
            sys.exit(f"make_fuzz_saves: no game for {name} in 50 seeds")
        save_compact(cli, session, os.path.join(outdir, name + ".json"))
    name, mode, decisions, seed = TOPPED_UP
    for attempt in range(50):
        if play_one(session, mode, decisions, seed + attempt):
            break
    else:
        sys.exit(f"make_fuzz_saves: no game for {name} in 50 seeds")
    save_compact(cli, session, os.path.join(outdir, name + ".json"))
    session.close()


if __name__ == "__main__":
    main()
