#!/usr/bin/env python3
"""Issue 43's attacks on one running server that a few requests show (loopback only):

    edges.py PORT requests   item 2: x11-req, auth-agent-req, break, an unknown request
                             with data (each with want-reply) in a playing session, then
                             `Q`: does the game answer and end with status 0?
    edges.py PORT rooms      item 8: 30 addresses × 10 connections × 2 sessions, each
                             `new test` and then idle: how many rooms they hold, and
                             whether a player on another address still gets one
    edges.py PORT joins      item 9: `join XXXXXX` with wrong codes from one address for
                             10 s: how many codes are looked up a second
    edges.py PORT names      item 7: `ada` registered with one new key, then look-alikes
                             (Cyrillic а, zero-width space, fullwidth, guest-0001), each
                             with a key of its own: which names are taken?
"""
import logging
import os
import re
import subprocess
import tempfile
import socket
import struct
import sys
import threading
import time

import paramiko
from paramiko.common import MSG_CHANNEL_FAILURE, MSG_CHANNEL_SUCCESS, cMSG_CHANNEL_REQUEST
from paramiko.message import Message

logging.getLogger("paramiko").setLevel(logging.CRITICAL)


def login(port, source="127.0.0.1"):
    sock = socket.socket()
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    sock.bind((source, 0))
    sock.settimeout(30)
    sock.connect(("127.0.0.1", port))
    transport = paramiko.Transport(sock)
    transport.start_client(timeout=30)
    transport.auth_none("guest")
    return transport


def session(transport, command):
    channel = transport.open_session(timeout=10)
    channel.get_pty(term="xterm-256color", width=100, height=30)
    channel.exec_command(command)
    return channel


def read_until(channel, text, seconds):
    seen, deadline = b"", time.time() + seconds
    channel.settimeout(0.2)
    while text not in seen and time.time() < deadline:
        try:
            data = channel.recv(65536)
        except socket.timeout:
            continue
        if not data:
            break
        seen += data
    return text in seen, seen


def raw_request(channel, name, payload):
    """A channel request paramiko has no call for, with want-reply and `payload`."""
    message = Message()
    message.add_byte(cMSG_CHANNEL_REQUEST)
    message.add_int(channel.remote_chanid)
    message.add_string(name)
    message.add_boolean(True)
    message.add_bytes(payload)
    channel.transport._send_user_message(message)


def requests(port):
    transport = login(port)
    channel = session(transport, "new test")
    ok, _ = read_until(channel, b"room ", 10)
    print(f"room shown: {ok}")
    # paramiko closes a channel whose request failed; a terminal client (OpenSSH) goes on,
    # so the replies are only counted here.
    replies = []
    table = dict(transport._channel_handler_table)
    table[MSG_CHANNEL_FAILURE] = lambda _channel, _message: replies.append("failure")
    table[MSG_CHANNEL_SUCCESS] = lambda _channel, _message: replies.append("success")
    transport._channel_handler_table = table
    x11 = struct.pack(">B", 0) + struct.pack(">I", 18) + b"MIT-MAGIC-COOKIE-1" + struct.pack(">I", 32) + b"0" * 32 + struct.pack(">I", 0)
    raw_request(channel, "x11-req", x11)
    raw_request(channel, "auth-agent-req@openssh.com", b"")
    raw_request(channel, "break", struct.pack(">I", 500))
    raw_request(channel, "attack@example.com", b"\x00\x00\x00\x05hello" * 10)
    print("sent x11-req, auth-agent-req@openssh.com, break and attack@example.com with data, each with want-reply")
    time.sleep(0.5)
    print(f"replies: {', '.join(replies) or 'none'}")
    while channel.recv_ready():
        channel.recv(65536)
    before = time.time()
    channel.sendall(b"\x1b[C")
    answered, _ = read_until(channel, b"\x1b[", 5)
    print(f"a key after the requests answered: {answered} ({(time.time() - before) * 1000:.0f} ms)")
    channel.sendall(b"Q")
    deadline = time.time() + 5
    while not channel.exit_status_ready() and time.time() < deadline:
        time.sleep(0.05)
    status = channel.recv_exit_status() if channel.exit_status_ready() else None
    print(f"Q: exit status {status} ({'ended' if status is not None else 'still open after 5 s: wedged'})")
    transport.close()


def rooms(port):
    held, refused, messages = [], 0, {}
    lock = threading.Lock()

    def one(source):
        nonlocal refused
        try:
            transport = login(port, source)
        except Exception as error:
            with lock:
                messages[type(error).__name__] = messages.get(type(error).__name__, 0) + 1
                refused += 2
            return
        for _ in range(2):
            try:
                channel = session(transport, "new test")
                ok, seen = read_until(channel, b"room ", 10)
            except Exception as error:
                ok, seen = False, type(error).__name__.encode()
            with lock:
                if ok:
                    held.append((transport, channel))
                else:
                    refused += 1
                    said = seen.decode(errors="replace").strip().splitlines()[-1:] or ["(nothing)"]
                    messages[said[0][:80]] = messages.get(said[0][:80], 0) + 1

    began = time.time()
    threads = [threading.Thread(target=one, args=(f"127.0.4.{1 + i // 10}",)) for i in range(300)]
    for thread in threads:
        thread.start()
        time.sleep(0.005)
    for thread in threads:
        thread.join()
    print(f"30 addresses hold {len(held)} rooms after {time.time() - began:.1f} s; {refused} refused:")
    for text, count in sorted(messages.items(), key=lambda item: -item[1])[:4]:
        print(f"  {count} × {text}")
    transport = login(port, "127.0.0.1")
    ok, seen = read_until(session(transport, "new test"), b"room ", 10)
    print(f"a player on another address: {'gets a room' if ok else 'refused: ' + seen.decode(errors='replace').strip()[-80:]}")


def joins(port):
    transport, looked_up, throttled, failed, began, last = None, 0, 0, 0, time.time(), ""
    while time.time() - began < 10:
        try:
            transport = transport or login(port, "127.0.5.1")
            channel = session(transport, "join BCDFGH")
        except Exception:  # no more sessions on this connection, or no connection: a new one
            failed += 1
            if transport:
                transport.close()
            transport = None
            continue
        _, seen = read_until(channel, b"set-game:", 5)
        text = seen.decode(errors="replace")
        if "no room" in text:
            looked_up += 1
        elif "too many wrong" in text:
            throttled += 1
            last = text.strip()
        channel.close()
    seconds = time.time() - began
    print(f"in {seconds:.1f} s: {looked_up} codes looked up ({looked_up / seconds:.1f} a second), "
          f"{throttled} refused unseen, {failed} sessions or logins failed")
    if last:
        print(f"  last refusal: {last}")


def register(port, name):
    """Logs in with a new Ed25519 key and answers the name prompt with `name`: what the
    server says after Enter."""
    path = os.path.join(tempfile.mkdtemp(), "key")
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", path], check=True)
    sock = socket.socket()
    sock.connect(("127.0.0.1", port))
    transport = paramiko.Transport(sock)
    transport.start_client(timeout=30)
    transport.auth_publickey("player", paramiko.Ed25519Key.from_private_key_file(path))
    channel = session(transport, "new test")
    ok, _ = read_until(channel, b"Choose the name", 10)
    channel.sendall(b"\x15" * 1 + b"\x7f" * 40 + name.encode() + b"\r")
    _, seen = read_until(channel, b"room ", 5)
    text = seen.decode(errors="replace")
    transport.close()
    if "room " in text:
        return "accepted"
    for line in re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "\n", text).splitlines():
        if any(word in line for word in ["taken", "cannot", "guests", "reserved"]):
            return "refused: " + line.strip()[:90]
    return "no room shown"


def names(port):
    for name in ["ada", "\u0430da", "ada\u200b", "a\u2060da", "\uff41\uff44\uff41", "\u200b", "guest-0001"]:
        print(f"{name.encode('unicode_escape').decode()!r:>22}: {register(port, name)}")


if __name__ == "__main__":
    {"requests": requests, "rooms": rooms, "joins": joins, "names": names}[sys.argv[2]](int(sys.argv[1]))
