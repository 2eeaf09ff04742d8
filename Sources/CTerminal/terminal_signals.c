#define _GNU_SOURCE
#include "CTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t quit_signal = 0;
static int quit_signal_taken = 0;
static volatile sig_atomic_t suspend_requested = 0;
static volatile sig_atomic_t resized = 0;
static volatile sig_atomic_t terminal_active = 0;

static int wake_pipe[2] = { -1, -1 };
static int terminal_fd = -1;
static struct termios saved_settings;
static int has_saved_settings = 0;
static char reset_sequence[256];
static size_t reset_length = 0;
static struct sigaction previous_actions[NSIG];
static char alternate_stack[128 * 1024];
/* Whether Swift's crash reporter asks its question: the player chose no `interactive`
   setting in SWIFT_BACKTRACE, so the runtime made it interactive, the game being on a
   terminal. A player who chose one gets what they chose. */
static int backtracer_asks = 0;

/* Every signal whose default ends the process and that lets code run afterwards: the
   game is saved before it ends. (SIGXCPU and SIGXFSZ come from limits, and a process may
   go on after them; SIGPIPE here is a `kill`, the game writes to no pipe.) */
static const int quit_signals[] = {
    SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
};
static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS };
#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

static void wake(void) {
    int saved_errno = errno;
    if (wake_pipe[1] >= 0) (void)!write(wake_pipe[1], "s", 1);
    errno = saved_errno;
}

void ct_restore_terminal(void) {
    if (!terminal_active) return;
    terminal_active = 0;
    if (terminal_fd >= 0) {
        size_t written = 0;
        while (written < reset_length) {
            ssize_t n = write(terminal_fd, reset_sequence + written, reset_length - written);
            if (n <= 0 && errno != EINTR) break;
            if (n > 0) written += (size_t)n;
        }
        if (has_saved_settings) tcsetattr(terminal_fd, TCSAFLUSH, &saved_settings);
    }
}

static void on_quit_signal(int sig) {
    if (quit_signal != 0 && (sig == SIGINT || sig == SIGQUIT)) {
        /* A second Ctrl-C or Ctrl-\ before the first was handled: the loop is stuck. */
        ct_restore_terminal();
        _exit(128 + sig);
    }
    if (quit_signal == 0) quit_signal = sig;
    wake();
}

static void on_suspend_signal(int sig) {
    (void)sig;
    suspend_requested = 1;
    wake();
}

static void on_resize_signal(int sig) {
    (void)sig;
    resized = 1;
    wake();
}

static int install(int sig, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    return sigaction(sig, &action, NULL);
}

/// Sends `sig` to this process with its default action and unblocked (inside its own
/// handler it is blocked): the process stops or ends here, unless the default is to ignore.
static void raise_with_default_action(int sig) {
    install(sig, SIG_DFL, 0);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(sig);
}

/// Ends the process with `sig`'s default action (from inside its handler).
static void die_by_default(int sig) {
    raise_with_default_action(sig);
    _exit(128 + sig);
}

/// Gives the crash reporter, which inherits standard input, one key already typed on a
/// pipe, so that its "Press space to interact… (30s)" question is answered at once with
/// "quit" instead of holding the player's terminal for 30 seconds. (The runtime decides
/// before `main`, from `isatty`, that it will ask; nothing can change that later.)
static void answer_backtracer_question(void) {
    int fds[2];
    if (pipe(fds) != 0) return;
    (void)!write(fds[1], "q", 1);
    close(fds[1]);
    dup2(fds[0], STDIN_FILENO);
    close(fds[0]);
}

static void on_fatal_signal(int sig, siginfo_t *info, void *context) {
    ct_restore_terminal();
    if (backtracer_asks) answer_backtracer_question();
    /* The terminal is the shell's again: the previous handler (Swift's backtracer) may
       now print its report; then the process ends, whatever that handler did. */
    struct sigaction *previous = &previous_actions[sig];
    if ((previous->sa_flags & SA_SIGINFO) && previous->sa_sigaction != NULL) {
        previous->sa_sigaction(sig, info, context);
    } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN && previous->sa_handler != NULL) {
        previous->sa_handler(sig);
    }
    die_by_default(sig);
}

static void set_up_alternate_stack(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE)) return;
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    sigaltstack(&stack, NULL);
}

int ct_install(int fd) {
    terminal_fd = fd;
    const char *backtrace_settings = getenv("SWIFT_BACKTRACE");
    backtracer_asks = backtrace_settings == NULL || strstr(backtrace_settings, "interactive") == NULL;
    has_saved_settings = tcgetattr(fd, &saved_settings) == 0;
    if (wake_pipe[0] < 0 && pipe2(wake_pipe, O_NONBLOCK | O_CLOEXEC) != 0) return -1;
    set_up_alternate_stack();
    sigset_t handled;
    sigemptyset(&handled);
    for (size_t i = 0; i < COUNT(quit_signals); i++) {
        install(quit_signals[i], on_quit_signal, SA_RESTART);
        sigaddset(&handled, quit_signals[i]);
    }
    install(SIGTSTP, on_suspend_signal, SA_RESTART);
    install(SIGWINCH, on_resize_signal, SA_RESTART);
    sigaddset(&handled, SIGTSTP);
    sigaddset(&handled, SIGWINCH);
    sigaddset(&handled, SIGCONT);
    for (size_t i = 0; i < COUNT(fatal_signals); i++) {
        int sig = fatal_signals[i];
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = on_fatal_signal;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        sigaction(sig, &action, &previous_actions[sig]);
        sigaddset(&handled, sig);
    }
    /* A parent may have started the game with these blocked (tmux panes can inherit such
       a mask): a blocked Ctrl-C would never reach its handler. */
    sigprocmask(SIG_UNBLOCK, &handled, NULL);
    static int registered = 0;
    if (!registered) registered = atexit(ct_restore_terminal) == 0;
    return 0;
}

void ct_set_reset_sequence(const char *bytes, size_t length) {
    if (length > sizeof reset_sequence - 1) length = sizeof reset_sequence - 1;
    memcpy(reset_sequence, bytes, length);
    reset_length = length;
}

void ct_set_terminal_active(int active) { terminal_active = active ? 1 : 0; }

static void drain_wake_pipe(void) {
    char buffer[64];
    while (read(wake_pipe[0], buffer, sizeof buffer) > 0) {}
}

ct_wait_result ct_wait_for_input(int fd, long long nanoseconds) {
    struct pollfd fds[2] = {
        { .fd = fd, .events = POLLIN, .revents = 0 },
        { .fd = wake_pipe[0], .events = POLLIN, .revents = 0 },
    };
    int count = wake_pipe[0] >= 0 ? 2 : 1;
    if ((quit_signal && !quit_signal_taken) || suspend_requested || resized) {
        drain_wake_pipe();
        return CT_WAIT_SIGNAL;
    }
    struct timespec limit = { .tv_sec = (time_t)(nanoseconds / 1000000000), .tv_nsec = (long)(nanoseconds % 1000000000) };
    int ready = ppoll(fds, (nfds_t)count, nanoseconds < 0 ? NULL : &limit, NULL);
    if (ready < 0) return errno == EINTR ? CT_WAIT_SIGNAL : CT_WAIT_INPUT_GONE;
    if (ready == 0) return CT_WAIT_TIMEOUT;
    if (count == 2 && (fds[1].revents & POLLIN)) {
        drain_wake_pipe();
        return CT_WAIT_SIGNAL;
    }
    /* Bytes that came before a hang-up are still read; the read after them finds the end. */
    if (fds[0].revents & POLLIN) return CT_WAIT_INPUT;
    return CT_WAIT_INPUT_GONE;
}

int ct_take_quit_signal(void) {
    /* The flag itself stays set, so that a second Ctrl-C still finds it. */
    if (quit_signal_taken || quit_signal == 0) return 0;
    quit_signal_taken = 1;
    return quit_signal;
}

int ct_take_suspend_request(void) {
    int requested = suspend_requested;
    suspend_requested = 0;
    return requested;
}

int ct_take_resize(void) {
    int happened = resized;
    resized = 0;
    return happened;
}

void ct_stop_until_continued(void) {
    raise_with_default_action(SIGTSTP);
    install(SIGTSTP, on_suspend_signal, SA_RESTART);
}

void ct_exit_by_signal(int sig) {
    ct_restore_terminal();
    /* Those whose default dumps core exit with the same status instead: no core file. */
    if (sig != SIGQUIT && sig != SIGXCPU && sig != SIGXFSZ) raise_with_default_action(sig);
    exit(128 + sig);
}
