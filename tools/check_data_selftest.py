#!/usr/bin/env python3
"""Shows that tools/check_data.py catches broken records (CTest check_data_selftest).

Each case breaks one record (or a line of docs/pegasus.md) in a temporary copy of
resources/data and docs, runs the checker on the copy and expects it to fail with a
FAIL line naming that break. Usage: python3 tools/check_data_selftest.py [repo_root]
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
CHECKER = os.path.join(ROOT, "tools", "check_data.py")
LIST_NAME = {"locations": "locations", "skill_cards": "skill_cards", "crisis_cards": "crisis_cards",
             "quorum": "quorum_cards", "destinations": "destinations", "characters": "characters"}


def edit(root, stem, change):
    """change(records) edits the file's record list in place; the file is written back canonically."""
    path = os.path.join(root, "resources", "data", stem + ".json")
    with open(path, encoding="utf-8") as f:
        obj = json.load(f)
    change(obj[LIST_NAME[stem]])
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(obj, indent=2, ensure_ascii=False) + "\n")


def record(records, rid):
    return next(r for r in records if r["id"] == rid)


def first(records, box, has):
    return next(r for r in records if r["box"] == box and has in r)


def edit_doc(root, name, old, new):
    path = os.path.join(root, "docs", name)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace(old, new))


def copy_of(records, rid, new_id):
    r = dict(record(records, rid))
    r["id"] = new_id
    records.append(r)


# (what is broken, how, a piece of the FAIL line that must name it)
CASES = [
    ("a base location on ship pegasus", lambda d: edit(d, "locations", lambda rs: record(rs, "armory").update(ship="pegasus")),
     "'pegasus' is the pegasus box's; a base record cannot use it"),
    ("a base skill card of type treachery",
     lambda d: edit(d, "skill_cards", lambda rs: record(rs, "repair").update(type="treachery")),
     "the skill type 'treachery' is the pegasus box's"),
    ("a base skill card with a Pegasus timing",
     lambda d: edit(d, "skill_cards", lambda rs: record(rs, "repair").update(timing="reckless")),
     "'reckless' is the pegasus box's"),
    ("a reckless_check_ability card without effects",
     lambda d: edit(d, "skill_cards", lambda rs: record(rs, "special_destiny").pop("effects")),
     "special_destiny: effects are given exactly for a reckless_check_ability card"),
    ("execute on a base crisis", lambda d: edit(d, "crisis_cards", lambda rs: first(rs, "base", "check")["check"]["fail"]
                                                .append({"op": "execute", "who": "current"})),
     "op 'execute' is understood on a box's records only"),
    ("execute who=chosen on a crisis", lambda d: edit(d, "crisis_cards", lambda rs: first(rs, "pegasus", "check")["check"]
                                                      ["fail"].append({"op": "execute", "who": "chosen"})),
     "execute names who=chosen on a quorum card"),
    ("each_cylon_player on a destination",
     lambda d: edit(d, "destinations", lambda rs: record(rs, "binary_star")["effects"].append(
         {"op": "draw_skill", "who": "each_cylon_player", "types": ["treachery"], "count": 1})),
     "each_cylon_player is understood by a crisis card's draw_skill only"),
    ("a handler on a base quorum card",
     lambda d: edit(d, "quorum", lambda rs: record(rs, "food_rationing")["effects"].append(
         {"op": "handler", "name": "food_rationing_extra", "text": "x"})),
     "op 'handler' can be used on a quorum card of a box only"),
    ("two cards sharing a handler",
     lambda d: edit(d, "destinations", lambda rs: record(rs, "misjump")["effects"].append(
         {"op": "handler", "name": "gas_cloud_arrange_crises", "text": "x"})),
     "handler 'gas_cloud_arrange_crises' used by more than one card"),
    ("a Pegasus quorum card dropped", lambda d: edit(d, "quorum", lambda rs: rs.remove(record(rs, "eulogy"))),
     "pegasus quorum cards"),
    ("a missing record no longer listed as not yet done",
     lambda d: edit(d, "destinations", lambda rs: rs.remove(record(rs, "mining_asteroid"))),
     "mining_asteroid is missing and docs/pegasus.md does not list 'Mining Asteroid'"),
    ("a Pegasus location counted with the base game",
     lambda d: edit(d, "locations", lambda rs: record(rs, "airlock").update(box="base", ship="galactica", board_order=None)),
     "locations: got 18, expected 17"),
    ("an undocumented field on a Pegasus record",
     lambda d: edit(d, "crisis_cards", lambda rs: record(rs, "dogfight").update(note="x")),
     "undocumented field 'note'"),
    ("a Pegasus id not in docs/ids.md",
     lambda d: edit(d, "destinations", lambda rs: copy_of(rs, "binary_star", "binary_star_two")),
     "id 'binary_star_two' is not listed in docs/ids.md"),
    ("a Pegasus event crisis without its choice",
     lambda d: edit(d, "crisis_cards", lambda rs: record(rs, "civilian_ship_nuked").pop("choice")),
     "crisis civilian_ship_nuked: event without choice"),
]


def run(case_dir):
    r = subprocess.run([sys.executable, CHECKER, case_dir], capture_output=True, text=True)
    return r.returncode, [line for line in r.stdout.splitlines() if line.startswith("FAIL")]


def main():
    missed = 0
    with tempfile.TemporaryDirectory() as tmp:
        for i, (what, breakit, want) in enumerate(CASES):
            d = os.path.join(tmp, str(i))
            shutil.copytree(os.path.join(ROOT, "resources", "data"), os.path.join(d, "resources", "data"))
            os.makedirs(os.path.join(d, "docs"))
            for name in ("data.md", "ids.md", "pegasus.md"):  # what the checker reads
                shutil.copy(os.path.join(ROOT, "docs", name), os.path.join(d, "docs", name))
            breakit(d)
            rc, fails = run(d)
            caught = rc != 0 and any(want in f for f in fails)
            missed += not caught
            print(("caught " if caught else "MISSED ") + what + ("" if caught else f" (exit {rc}, wanted {want!r})"))
    print(f"{len(CASES) - missed} of {len(CASES)} broken records caught")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
