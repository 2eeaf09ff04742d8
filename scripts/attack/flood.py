#!/usr/bin/env python3
"""One player who costs the server's event loop what they can (issue 43, item 5): logs in
as a guest from 127.0.3.1, opens `new test`, then either floods ordinary keys (cursor moves
and card choices, --megabytes of them, as fast as the connection takes them, again until --seconds have
passed) or pastes
--paste bytes at once every --every seconds (a paste larger than a screenful). Run
probe.py beside it to time another player's keys.

    flood.py PORT --megabytes 1 --seconds 30
    flood.py PORT --paste 20000 --every 1 --seconds 40
"""
import argparse
import logging
import socket
import time

import paramiko

logging.getLogger("paramiko").setLevel(logging.CRITICAL)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("port", type=int)
    parser.add_argument("--megabytes", type=float, default=0)
    parser.add_argument("--paste", type=int, default=0)
    parser.add_argument("--every", type=float, default=1)
    parser.add_argument("--seconds", type=float, default=40)
    parser.add_argument("--delay", type=float, default=0, help="seconds to wait in the room before starting")
    args = parser.parse_args()
    sock = socket.socket()
    sock.bind(("127.0.3.1", 0))
    sock.connect(("127.0.0.1", args.port))
    transport = paramiko.Transport(sock)
    transport.start_client(timeout=30)
    transport.auth_none("guest")
    channel = transport.open_session()
    channel.get_pty(term="xterm-256color", width=100, height=30)
    channel.exec_command("new test")
    seen = b""
    while b"room " not in seen:
        seen += channel.recv(65536)
    time.sleep(args.delay)
    # The server's frames are read and thrown away, so its output never backs up.
    def drain():
        while channel.recv_ready():
            channel.recv(1 << 20)
    began = time.time()
    sent = 0
    if args.megabytes:
        keys = b"qazwsx\x1b[C" * int(args.megabytes * (1 << 20) / 9)
        while sent == 0 or time.time() - began < args.seconds:
            for start in range(0, len(keys), 32768):
                if sent and time.time() - began >= args.seconds:
                    break
                channel.sendall(keys[start:start + 32768])
                sent += len(keys[start:start + 32768])
                drain()
        print(f"flooded {sent} bytes in {time.time() - began:.1f} s", flush=True)
    if args.paste:
        text = (b"the quick brown fox jumps over the lazy dog " * (args.paste // 44 + 1))[:args.paste]
        while time.time() - began < args.seconds:
            channel.sendall(text)
            sent += len(text)
            drain()
            time.sleep(args.every)
        print(f"pasted {sent} bytes in {time.time() - began:.1f} s", flush=True)
    time.sleep(1)
    drain()
    transport.close()


if __name__ == "__main__":
    main()
