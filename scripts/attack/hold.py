#!/usr/bin/env python3
"""Holds a server's connections the way issue 43's items 1 and 8 did: guest logins
(`none` auth) that open no channel, and bare TCP sockets that never send a byte, from
many loopback addresses, each reconnected as soon as the server drops it.

    hold.py PORT --logins 1000 --login-addresses 200 --idle 300 --idle-addresses 50 --seconds 90

Logins come from 127.0.1.1, 127.0.1.2, …; idle sockets from 127.0.2.1, …, so the player
probe (127.0.0.1) is on an address of its own. Every 5 s it prints how many are held and
how long the dropped ones were held. Loopback only.
"""
import argparse
import logging
import selectors
import socket
import sys
import threading
import time

import paramiko

logging.getLogger("paramiko").setLevel(logging.CRITICAL)

lock = threading.Lock()
stats = {"logins_held": 0, "login_attempts": 0, "login_failures": 0, "drops": 0, "held_for": [],
         "idle_held": 0, "idle_drops": 0, "idle_refused": 0}
stop_at = 0.0


def bump(key, by=1):
    with lock:
        stats[key] += by


def login_worker(port, source):
    """One guest login from `source`, held until the server drops it, then again."""
    while time.time() < stop_at:
        bump("login_attempts")
        transport = None
        try:
            sock = socket.socket()
            sock.bind((source, 0))
            sock.settimeout(30)
            sock.connect(("127.0.0.1", port))
            transport = paramiko.Transport(sock)
            transport.banner_timeout = 30
            transport.start_client(timeout=30)
            transport.auth_none("guest")
        except Exception:
            bump("login_failures")
            if transport:
                transport.close()
            time.sleep(0.5)
            continue
        began = time.time()
        bump("logins_held")
        while transport.is_active() and time.time() < stop_at:
            time.sleep(0.25)
        bump("logins_held", -1)
        if time.time() < stop_at:
            with lock:
                stats["drops"] += 1
                stats["held_for"].append(time.time() - began)
        transport.close()


def idle_worker(port, sources):
    """Bare sockets that never send: reconnected whenever the server closes one."""
    selector = selectors.DefaultSelector()

    def open_one(source):
        sock = socket.socket()
        sock.bind((source, 0))
        sock.setblocking(False)
        try:
            sock.connect(("127.0.0.1", port))
        except BlockingIOError:
            pass
        selector.register(sock, selectors.EVENT_READ, source)
        bump("idle_held")

    for source in sources:
        open_one(source)
    while time.time() < stop_at:
        for key, _ in selector.select(timeout=0.5):
            sock = key.fileobj
            try:
                data = sock.recv(4096)  # the server's banner, or its close
            except OSError:
                data = b""
            if data:
                continue
            selector.unregister(sock)
            sock.close()
            bump("idle_held", -1)
            bump("idle_drops")
            open_one(key.data)


def main():
    global stop_at
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("port", type=int)
    parser.add_argument("--logins", type=int, default=1000)
    parser.add_argument("--login-addresses", type=int, default=200)
    parser.add_argument("--idle", type=int, default=300)
    parser.add_argument("--idle-addresses", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=90)
    args = parser.parse_args()
    stop_at = time.time() + args.seconds
    threading.stack_size(256 * 1024)
    login_sources = [f"127.0.1.{1 + i % args.login_addresses}" if args.login_addresses <= 254
                     else f"127.{1 + (i % args.login_addresses) // 254}.{1 + (i % args.login_addresses) % 254}.1"
                     for i in range(args.logins)]
    idle_sources = [f"127.0.2.{1 + i % args.idle_addresses}" for i in range(args.idle)]
    threads = []
    for source in login_sources:
        thread = threading.Thread(target=login_worker, args=(args.port, source), daemon=True)
        thread.start()
        threads.append(thread)
        time.sleep(0.002)  # a ramp, not one SYN burst the backlog drops
    if args.idle:
        threading.Thread(target=idle_worker, args=(args.port, idle_sources), daemon=True).start()
    started = time.time()
    while time.time() < stop_at:
        time.sleep(5)
        with lock:
            held = stats["held_for"]
            mean = sum(held) / len(held) if held else 0
            print(f"t={time.time() - started:5.1f}s logins held {stats['logins_held']:4d} "
                  f"attempts {stats['login_attempts']:5d} failed {stats['login_failures']:5d} "
                  f"dropped {stats['drops']:5d} (held {mean:4.1f} s on average) | idle held {stats['idle_held']:4d} "
                  f"dropped {stats['idle_drops']:5d}", flush=True)


if __name__ == "__main__":
    main()
