#!/usr/bin/env python3
"""Writes a layout whose tests are one anchored test repeated through YAML aliases, the stress case of
issue 21 for `kbc test` (and `kbc generate`, which runs the tests too):

    tests: [&test {press: 1 2 3 4 5, expect: "12345"}, *test, *test, …]

Usage: aliased-tests.py COUNT [PRESSES] > stress.yaml  (PRESSES defaults to "1 2 3 4 5"). The pad's switch
key leads to `letters`, so measure it beside the standard layouts:

    mkdir stress && cp Layouts/*.yaml stress/ && python3 Benchmarks/scripts/aliased-tests.py 19000 > stress/stress.yaml
    /usr/bin/time -f '%e s' .build/debug/kbc test stress
    valgrind --tool=callgrind .build/debug/kbc test stress      # minus the same for `kbc validate stress`

19,000 tests of 5 presses (95,000) stay under the limit of 100,000 presses per file; 9 presses pass it
and show KBC0503.
"""
import sys

count = int(sys.argv[1])
presses = sys.argv[2] if len(sys.argv) > 2 else "1 2 3 4 5"
expect = presses.replace(" ", "")
print("keyboard: pad\nshuffle: on-show\nrows:\n  - 1 2 3\n  - 4 5 6\n  - 7 8 9\n"
      "  - [{action: switch, to: letters}, \"0\", {action: delete}]")
print(f"tests: [&test {{press: {presses}, expect: \"{expect}\"}}" + ", *test" * (count - 1) + "]")
