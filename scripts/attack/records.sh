#!/bin/sh
# Issue 43, item 4: records files that cannot keep what is written to them, against one
# server binary: a zero-byte online.sqlite, and one made immutable (chattr +i: as root, a
# mode of 0444 would not stop the writes). Prints what the server said in its first 3 s
# and whether it was still serving then.
#   scripts/attack/records.sh .build/release/set-game-server
set -u
server=$1
try() {  # DIRECTORY LABEL
  timeout 3 "$server" --listen 127.0.0.1:0 --data-dir "$1" > "$1/out.txt" 2>&1
  status=$?
  [ $status -eq 124 ] && verdict="still serving after 3 s" || verdict="exited with status $status"
  echo "$2: $verdict; said: $(grep -v '^join\|^guest\|^host key' "$1/out.txt" | tr '\n' ' ')"
}
empty=$(mktemp -d /tmp/set-game-records-XXXXXX)
: > "$empty/online.sqlite"
try "$empty" "zero-byte online.sqlite"
locked=$(mktemp -d /tmp/set-game-records-XXXXXX)
timeout 3 "$server" --listen 127.0.0.1:0 --data-dir "$locked" > /dev/null 2>&1
chattr +i "$locked/online.sqlite"
try "$locked" "immutable online.sqlite"
chattr -i "$locked/online.sqlite"
rm -rf "$empty" "$locked"
