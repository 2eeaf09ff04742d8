// set-game-frame-floor: the floor under the game's frames, for `set-game-bench --outside`.
// It replays the bursts of output the game wrote, each after the same wait in one ppoll on
// its terminal's input and written in one write(): what any terminal program's loop cannot
// do without. The bench launches it on a pseudo-terminal like the game's and measures it
// from outside the same way, so the ratio of the two is the game's own cost per frame.
//
// Usage: set-game-frame-floor FILE, where FILE holds records of an 8-byte wait in
// nanoseconds, a 4-byte length and that many bytes (host byte order). After the last
// burst it waits for input (the bench kills it).
#define _GNU_SOURCE
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static int write_all(const unsigned char *bytes, size_t length) {
    size_t done = 0;
    while (done < length) {
        ssize_t wrote = write(STDOUT_FILENO, bytes + done, length - done);
        if (wrote <= 0) return -1;
        done += (size_t)wrote;
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: set-game-frame-floor FILE\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 1;
    }
    struct pollfd input = {.fd = STDIN_FILENO, .events = POLLIN};
    unsigned char *burst = NULL;
    size_t capacity = 0;
    for (;;) {
        int64_t wait;
        uint32_t length;
        if (fread(&wait, sizeof wait, 1, file) != 1 || fread(&length, sizeof length, 1, file) != 1) break;
        if (length > capacity) {
            unsigned char *grown = realloc(burst, length);
            if (!grown) return 1;
            burst = grown;
            capacity = length;
        }
        if (fread(burst, 1, length, file) != length) break;
        struct timespec timeout = {.tv_sec = wait / 1000000000LL, .tv_nsec = wait % 1000000000LL};
        if (ppoll(&input, 1, &timeout, NULL) < 0) return 1;
        if (write_all(burst, length) != 0) return 1;
    }
    fclose(file);
    free(burst);
    for (;;) pause();
}
