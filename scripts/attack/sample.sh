#!/bin/sh
# Samples a server's resident memory and CPU time from /proc, and the TCP connections
# established to its port, once a second until it exits or SECONDS pass:
# "epoch_s rss_kb cpu_s connections" lines (cpu_s = user + system since it started).
#   sample.sh PID SECONDS PORT > samples.txt
pid=$1; seconds=${2:-120}; port=${3:-0}; tick=$(getconf CLK_TCK)
i=0
while [ $i -lt "$seconds" ] && [ -r /proc/$pid/stat ]; do
  rss=$(awk '/^VmRSS/ {print $2}' /proc/$pid/status)
  cpu=$(awk -v t="$tick" '{ sub(/^.*\) /, ""); print ($12 + $13) / t }' /proc/$pid/stat)
  connections=$(ss -Htn state established "( sport = :$port )" | wc -l)
  echo "$(date +%s.%N) $rss $cpu $connections"
  sleep 1; i=$((i + 1))
done
