#!/usr/bin/env python3
"""Wall time of whole processes: each command is started and waited for N times, the commands
taking turns so that a change in the machine's load touches them alike; prints the median and
the first quartile of each. Output goes to /dev/null.

    tools/process_wall_time.py 40 "build/app/galactica-solo-cli replay --verify SAVE" "/bin/true"
"""
import os
import shlex
import statistics
import sys
import time


def main() -> int:
    if len(sys.argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    runs = int(sys.argv[1])
    commands = [shlex.split(c) for c in sys.argv[2:]]
    times = {i: [] for i in range(len(commands))}
    null = os.open(os.devnull, os.O_WRONLY)
    for _ in range(runs):
        for i, argv in enumerate(commands):
            start = time.perf_counter()
            pid = os.posix_spawnp(argv[0], argv, os.environ,
                                  file_actions=[(os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)])
            os.waitpid(pid, 0)
            times[i].append((time.perf_counter() - start) * 1000)
    for i, argv in enumerate(commands):
        t = sorted(times[i])
        print(f"{statistics.median(t):8.2f} ms median, {t[len(t) // 4]:8.2f} ms first quartile: {' '.join(argv)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
