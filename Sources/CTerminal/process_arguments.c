// The process's arguments as the C library hands them to initializers: glibc (and Darwin's
// loader) call each with argc, argv and envp before main. Swift's CommandLine.arguments reads
// the same; its code sits alone in a 64 KB window of the standard library's one block of code,
// which the kernel maps whole for the few instructions a start-up runs of it.
#include "CTerminal.h"

static int saved_count;
static char **saved_arguments;

__attribute__((constructor)) static void ct_save_arguments(int count, char **arguments, char **environment) {
    (void)environment;
    saved_count = count;
    saved_arguments = arguments;
}

int ct_argument_count(void) { return saved_arguments ? saved_count : 0; }

const char *ct_argument(int index) {
    return saved_arguments && index >= 0 && index < saved_count ? saved_arguments[index] : 0;
}
