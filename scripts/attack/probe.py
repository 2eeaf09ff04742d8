#!/usr/bin/env python3
"""A normal player beside an attack: logs in as a guest from 127.0.0.1, opens
`new test` in a 100×30 terminal, then presses → and ← in turn, one key every
--every seconds, and times each key until the first bytes of the frame that answers it
arrive (stamped at the send and at the read, nothing parsed in between).

    probe.py PORT --keys 300 --every 0.1 [--login-timeout 30] [--command 'new test']

Prints the login time (TCP connect to logged in), then key → frame p50, p99 and max in
ms, and how many keys got no frame within 2 s. Exits 1 if it never got in.
"""
import argparse
import logging
import socket
import sys
import time

import paramiko

logging.getLogger("paramiko").setLevel(logging.CRITICAL)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def login(port, timeout, source):
    began = time.time()
    sock = socket.socket()
    # As OpenSSH does for a terminal: without it, Nagle holds a key behind the server's
    # delayed ACK (40 ms on Linux), which is the client's doing, not the server's.
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    sock.bind((source, 0))
    sock.settimeout(timeout)
    sock.connect(("127.0.0.1", port))
    transport = paramiko.Transport(sock)
    transport.banner_timeout = timeout
    transport.start_client(timeout=timeout)
    transport.auth_none("guest")
    return transport, time.time() - began


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("port", type=int)
    parser.add_argument("--keys", type=int, default=300)
    parser.add_argument("--every", type=float, default=0.1)
    parser.add_argument("--login-timeout", type=float, default=30)
    parser.add_argument("--tries", type=int, default=3)
    parser.add_argument("--source", default="127.0.0.1")
    parser.add_argument("--command", default="new test")
    args = parser.parse_args()

    transport = None
    for attempt in range(1, args.tries + 1):
        try:
            transport, took = login(args.port, args.login_timeout, args.source)
            print(f"login: {took * 1000:.0f} ms (attempt {attempt})", flush=True)
            break
        except Exception as error:
            print(f"login attempt {attempt} failed: {type(error).__name__}: {error}", flush=True)
    if transport is None:
        print("never logged in")
        sys.exit(1)
    channel = transport.open_session()
    channel.get_pty(term="xterm-256color", width=100, height=30)
    channel.exec_command(args.command)
    channel.settimeout(10)
    seen = b""
    deadline = time.time() + 15
    while b"room " not in seen and time.time() < deadline:
        seen += channel.recv(65536)
    if b"room " not in seen:
        print("no room screen within 15 s")
        sys.exit(1)
    time.sleep(0.3)
    while channel.recv_ready():
        channel.recv(65536)

    waits, lost = [], 0
    for index in range(args.keys):
        key = b"\x1b[C" if index % 2 == 0 else b"\x1b[D"
        channel.settimeout(2)
        sent = time.perf_counter()
        channel.sendall(key)
        try:
            data = channel.recv(65536)
            arrived = time.perf_counter()
            if not data:
                print("the session closed")
                break
            waits.append((arrived - sent) * 1000)
        except socket.timeout:
            lost += 1
        # The rest of the frame, then the pause a player leaves between keys.
        time.sleep(args.every)
        while channel.recv_ready():
            channel.recv(65536)
    channel.sendall(b"Q")
    transport.close()
    if waits:
        print(f"key -> frame over {len(waits)} keys: p50 {percentile(waits, 0.5):.1f} ms, "
              f"p99 {percentile(waits, 0.99):.1f} ms, max {max(waits):.1f} ms; {sum(w > 50 for w in waits)} over 50 ms; "
              f"{lost} keys unanswered in 2 s")
    else:
        print(f"no key answered; {lost} unanswered")


if __name__ == "__main__":
    main()
