#!/usr/bin/env bash
# Issue 29 in one command, for a quiet machine: `npm run bench:escala -- pequeño mediano [grande]`.
# For each profile: a PostgreSQL database avanti_<perfil> on 127.0.0.1 (PGHOST/PGUSER to change), generated with
# `npm run generar` (seed 29) when it has no events yet (BENCH_REGENERAR=1 drops and regenerates it), then
# `npm run bench` against it; results in bench/results/http-<perfil>.json and -planes.txt, the log in bench/results/escala-<perfil>.log.
set -euo pipefail
cd "$(dirname "$0")/.."
export PGHOST="${PGHOST:-127.0.0.1}" PGUSER="${PGUSER:-$(whoami)}"
perfiles=("$@")
[ ${#perfiles[@]} -eq 0 ] && perfiles=(pequeño mediano)
for perfil in "${perfiles[@]}"; do
  base="avanti_$(echo "$perfil" | sed 's/ñ/n/g')"
  url="postgres://${PGUSER}@${PGHOST}:5432/${base}"
  log="bench/results/escala-${perfil}.log"
  if [ "${BENCH_REGENERAR:-0}" = 1 ]; then psql -d postgres -qc "drop database if exists ${base}"; fi
  psql -d postgres -tAc "select 1 from pg_database where datname='${base}'" | grep -q 1 || psql -d postgres -qc "create database ${base}"
  eventos=$(psql -d "$base" -tAc "select count(*) from eventos" 2>/dev/null || echo 0)
  echo "[escala] ${perfil}: ${base}, ${eventos} eventos; carga $(cut -d' ' -f1-3 /proc/loadavg)" | tee "$log"
  if [ "$eventos" = 0 ]; then
    DATABASE_URL="$url" DATA_DIR="$(mktemp -d)" npm run --silent generar -- --perfil "$perfil" --semilla 29 2>&1 | tee -a "$log"
  fi
  BENCH_DATABASE_URL="$url" npm run --silent bench -- --perfil "$perfil" 2>&1 | tee -a "$log"
done
