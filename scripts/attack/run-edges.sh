#!/bin/sh
# Issue 43's attacks on items 2, 5, 7, 8 and 9 against one server binary, each on a fresh
# server (default limits) on a random loopback port:
#   scripts/attack/run-edges.sh .build/release/set-game-server
# item 2: edges.py requests; item 5: probe.py (300 keys, one every 0.1 s) beside flood.py,
# first 1 MB of keys again and again for 30 s, then a 20 KB paste every second; item 7:
# edges.py names; item 8: edges.py rooms;
# item 9: edges.py joins. Loopback only; needs python3 with paramiko.
set -u
server=$1
here=$(cd "$(dirname "$0")" && pwd)
serve() {  # starts a server; sets $spid, $port, $data
  data=$(mktemp -d /tmp/set-game-attack-XXXXXX)
  "$server" --listen 127.0.0.1:0 --data-dir "$data" > "$data/out.txt" 2>&1 &
  spid=$!
  for _ in $(seq 100); do grep -q "listening on" "$data/out.txt" && break; sleep 0.2; done
  port=$(sed -n 's/.*listening on 127.0.0.1:\([0-9]*\).*/\1/p' "$data/out.txt")
}
stop() { kill $spid; wait $spid 2>/dev/null; rm -rf "$data"; }
cpu() { awk -v t="$(getconf CLK_TCK)" '{ sub(/^.*\) /, ""); printf "%.1f", ($12 + $13) / t }' /proc/$spid/stat; }

echo "== item 2: unknown requests in a playing session"
serve; timeout 60 python3 "$here/edges.py" $port requests; stop

for flood in "--megabytes 1 --seconds 30" "--paste 20000 --every 1 --seconds 30"; do
  echo "== item 5: another player's keys beside flood.py $flood"
  serve
  python3 "$here/probe.py" $port --keys 300 > "$data/probe.txt" 2>&1 &
  ppid=$!
  sleep 2; before=$(cpu)
  timeout 120 python3 "$here/flood.py" $port $flood
  after=$(cpu); wait $ppid
  echo "server CPU during the flood: $(echo "$after - $before" | bc) s"
  tail -1 "$data/probe.txt"; stop
done

echo "== item 7: look-alike names"
serve; timeout 120 python3 "$here/edges.py" $port names; stop

echo "== item 8: rooms held by a few addresses"
serve; timeout 300 python3 "$here/edges.py" $port rooms; stop

echo "== item 9: wrong room codes from one address"
serve; timeout 60 python3 "$here/edges.py" $port joins; stop
