#!/usr/bin/env bash
# Proves with strace that an acknowledged write on embedded PGlite reaches the disk (issue 8 item 10):
# N single-event appends, durable (the product) and as PGlite ships it, counting the fsync/fdatasync
# calls made during those writes and their rate. Writes bench/results/durabilidad.json.
#   scripts/durabilidad.sh [N=20] [N_RITMO=500]
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-20}
N_RITMO=${2:-500}
command -v strace >/dev/null || { echo "strace no está instalado" >&2; exit 1; }

npm run build:server --silent >/dev/null
npx swc bench/durabilidad.bench.ts -d bench/dist --strip-leading-paths --config-file .swcrc -q
trabajo=$(mktemp -d)
trap 'rm -rf "$trabajo"' EXIT

# One run under strace: the fsync/fdatasync calls between the INICIO and FIN marks.
contar() {
  local modo=$1 n=$2
  strace -f -ttt -e trace=fsync,fdatasync -o "$trabajo/$modo.strace" node bench/dist/durabilidad.bench.js "$modo" "$n" >"$trabajo/$modo.json" 2>"$trabajo/$modo.err"
  local inicio fin
  inicio=$(awk '/^INICIO/ {print $2}' "$trabajo/$modo.err")
  fin=$(awk '/^FIN/ {print $2}' "$trabajo/$modo.err")
  awk -v a="$inicio" -v b="$fin" '$2+0 >= a+0 && $2+0 <= b+0 && /(fsync|fdatasync)\(/ {n++} END {print n+0}' "$trabajo/$modo.strace"
}

declare -A llamadas
for modo in sin-fsync duradero; do
  llamadas[$modo]=$(contar "$modo" "$N")
  echo "$modo: ${llamadas[$modo]} fsync/fdatasync durante $N escrituras confirmadas" >&2
done

# The rate without strace (it slows every syscall), three runs each, alternating; the median counts.
for ronda in 1 2 3; do
  for modo in sin-fsync duradero; do
    node bench/dist/durabilidad.bench.js "$modo" "$N_RITMO" 2>/dev/null >>"$trabajo/ritmo-$modo.jsonl"
  done
done

node - "$N" "$N_RITMO" "${llamadas[sin-fsync]}" "${llamadas[duradero]}" "$trabajo" <<'JS'
const [n, nRitmo, antes, despues, dir] = process.argv.slice(2);
const fs = require('node:fs');
const ritmo = (modo) => {
  const v = fs.readFileSync(`${dir}/ritmo-${modo}.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l).escriturasPorSegundo).sort((a, b) => a - b);
  return { mediana: v[Math.floor(v.length / 2)], rondas: v };
};
const sin = ritmo('sin-fsync');
const con = ritmo('duradero');
const resultado = {
  fecha: new Date().toISOString(),
  maquina: `${require('node:os').cpus().length} núcleos, ${require('node:os').cpus()[0].model}, disco ext4 (virtual)`,
  escrituras: 'anexar un evento a un stream nuevo (una transacción confirmada cada una), una a la vez, PGlite en un directorio',
  fsyncDurante: { escrituras: Number(n), sinFsync: Number(antes), duradero: Number(despues) },
  escriturasPorSegundo: { escrituras: Number(nRitmo), sinFsync: sin, duradero: con },
  costo: `${Math.round((1 - con.mediana / sin.mediana) * 100)} % menos escrituras por segundo`,
};
fs.writeFileSync('bench/results/durabilidad.json', JSON.stringify(resultado, null, 2) + '\n');
console.log(JSON.stringify(resultado, null, 2));
JS
