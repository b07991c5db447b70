/* The C baseline of Benchmarks/scripts/callgrind-ratios.sh as a process: what a bare C tool does with the
 * layout files a `kbc validate FOLDER` run reads. The work is LibyamlBaseline's folder loop (readdir, each
 * *.yaml read whole, libyaml's event loop over its bytes), the same code the benchmarks call in memory.
 * Prints the number of events.
 *
 *   cc -O2 -I ../Sources/LibyamlBaseline/include libyaml-files.c ../Sources/LibyamlBaseline/LibyamlBaseline.c -lyaml
 */
#include <stdio.h>
#include "LibyamlBaseline.h"

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FOLDER\n", argv[0]);
        return 2;
    }
    long total = kbc_libyaml_count_events_in_folder(argv[1]);
    if (total < 0) {
        fprintf(stderr, "%s: a file could not be read or libyaml failed\n", argv[1]);
        return 1;
    }
    printf("%ld\n", total);
    return 0;
}
