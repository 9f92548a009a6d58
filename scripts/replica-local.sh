#!/usr/bin/env bash
# Una réplica de lectura local (issue 29, decisión 0052): un segundo clúster de PostgreSQL en este equipo,
# 15/replica en el puerto 5433, réplica por streaming real del clúster principal (127.0.0.1:5432), hecha con
# pg_createcluster y pg_basebackup -R. Es la réplica que DATABASE_READ_URL nombra en las pruebas y en una
# instalación de un solo equipo que quiera probarla; en producción la réplica vive en otra máquina.
#
#   scripts/replica-local.sh [--base NOMBRE]   crea (o arranca) la réplica e imprime DATABASE_READ_URL=...
#   scripts/replica-local.sh --quitar          la detiene y borra su clúster (los datos de la primaria no se tocan)
#
# Idempotente: si la réplica ya existe y replica, solo imprime la dirección. Corre como root (las herramientas de
# PostgreSQL, como el usuario postgres). Nunca escribe en los datos de la primaria: a lo sumo agrega a su
# pg_hba.conf una línea de replicación para 127.0.0.1 y la recarga (reload, no restart).
set -euo pipefail

PUERTO_PRIMARIA="${PUERTO_PRIMARIA:-5432}"
PUERTO_REPLICA="${PUERTO_REPLICA:-5433}"
CLUSTER_PRIMARIA="${CLUSTER_PRIMARIA:-main}"
CLUSTER_REPLICA="${CLUSTER_REPLICA:-replica}"
BASE="avanti"
if [[ -n "${DATABASE_URL:-}" ]]; then BASE="$(basename "${DATABASE_URL%%\?*}")"; fi
QUITAR=0

while [[ $# -gt 0 ]]; do
  case "$1" in
    --quitar) QUITAR=1 ;;
    --base) BASE="${2:?--base necesita un nombre}"; shift ;;
    -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "replica-local: opción desconocida: $1 (use --base NOMBRE o --quitar)" >&2; exit 2 ;;
  esac
  shift
done

falla() { echo "replica-local: $*" >&2; exit 1; }

for herramienta in pg_lsclusters pg_createcluster pg_ctlcluster pg_dropcluster; do
  command -v "$herramienta" >/dev/null || falla "falta $herramienta (paquete postgresql-common de Debian)"
done

# Root creates the cluster (pg_createcluster writes under /etc/postgresql and /var/lib/postgresql); the PostgreSQL
# tools themselves run as the postgres user.
[[ "$(id -u)" == 0 ]] || falla "ejecútelo como root (sudo): pg_createcluster escribe en /etc/postgresql"
comoPostgres() { (cd / && runuser -u postgres -- "$@"); }

# One run at a time (two test files, or an operator and a test, would otherwise race on the same cluster).
exec 9>/tmp/avanti-replica-local.lock
flock 9

VERSION="$(pg_lsclusters --no-header | awk -v c="$CLUSTER_PRIMARIA" -v p="$PUERTO_PRIMARIA" '$2 == c && $3 == p { print $1; exit }')"
[[ -n "$VERSION" ]] || falla "no hay un clúster $CLUSTER_PRIMARIA en el puerto $PUERTO_PRIMARIA (pg_lsclusters)"
BIN="/usr/lib/postgresql/$VERSION/bin"
# The lock's descriptor is closed for the server started here (a postmaster that inherited it would hold it forever).
ctl() { pg_ctlcluster --skip-systemctl-redirect "$VERSION" "$@" 9>&-; }
estadoReplica() { pg_lsclusters --no-header | awk -v v="$VERSION" -v c="$CLUSTER_REPLICA" '$1 == v && $2 == c { print $4; exit }'; }
enPrimaria() { comoPostgres psql -h 127.0.0.1 -p "$PUERTO_PRIMARIA" -U postgres -d postgres -XAtqc "$1"; }
enReplica() { comoPostgres psql -h 127.0.0.1 -p "$PUERTO_REPLICA" -U postgres -d postgres -XAtqc "$1"; }

# pg_dropcluster leaves the configuration directory when it holds a file it did not write (conf.d/avanti-replica.conf).
quitarConfiguracion() { if [[ -z "$(estadoReplica)" ]]; then rm -rf "/etc/postgresql/$VERSION/$CLUSTER_REPLICA"; fi; }

if [[ "$QUITAR" == 1 ]]; then
  quitarConfiguracion
  if [[ -n "$(estadoReplica)" ]]; then
    pg_dropcluster --stop "$VERSION" "$CLUSTER_REPLICA"
    quitarConfiguracion
    echo "replica-local: réplica $VERSION/$CLUSTER_REPLICA detenida y borrada"
  else
    echo "replica-local: no hay réplica $VERSION/$CLUSTER_REPLICA"
  fi
  exit 0
fi

enPrimaria 'select 1' >/dev/null || falla "la primaria 127.0.0.1:$PUERTO_PRIMARIA no responde"

# wal_level and max_wal_senders only change with a restart of the primary, which this script never does (it would
# cut every connection of whoever uses it): PostgreSQL 15's defaults (replica, 10) already allow a replica.
NIVEL="$(enPrimaria 'show wal_level')"
EMISORES="$(enPrimaria 'show max_wal_senders')"
[[ "$NIVEL" != minimal ]] || falla "wal_level=minimal en la primaria: póngalo en replica y reiníciela (este script no la reinicia)"
[[ "$EMISORES" -gt 0 ]] || falla "max_wal_senders=0 en la primaria: súbalo (10) y reiníciela (este script no la reinicia)"

# pg_hba.conf of the primary: a replication connection from 127.0.0.1 must be let in. Added once, then a reload
# (pg_hba.conf is re-read on SIGHUP; a restart is neither needed nor wanted: it would drop every open connection).
HBA="$(enPrimaria 'show hba_file')"
if ! grep -Eq '^[[:space:]]*host[[:space:]]+replication[[:space:]]+(all|postgres)[[:space:]]+127\.0\.0\.1/32' "$HBA"; then
  printf '%s\n' '# avanti: la réplica de lectura local (scripts/replica-local.sh) se conecta desde este equipo' \
    'host    replication     all             127.0.0.1/32            trust' >>"$HBA"
  enPrimaria 'select pg_reload_conf()' >/dev/null
  echo "replica-local: agregada la replicación desde 127.0.0.1 a $HBA (primaria recargada, no reiniciada)"
fi

direccion() { echo "DATABASE_READ_URL=postgres://postgres@127.0.0.1:$PUERTO_REPLICA/$BASE"; }

esperarReplica() {
  for _ in $(seq 1 60); do
    if [[ "$(enReplica 'select pg_is_in_recovery()' 2>/dev/null || true)" == t ]]; then return 0; fi
    sleep 0.5
  done
  return 1
}

ESTADO="$(estadoReplica)"
if [[ -n "$ESTADO" ]]; then
  [[ "$ESTADO" == online ]] || ctl "$CLUSTER_REPLICA" start || true
  if esperarReplica; then
    echo "replica-local: la réplica $VERSION/$CLUSTER_REPLICA ya replica desde 127.0.0.1:$PUERTO_PRIMARIA (puerto $PUERTO_REPLICA)"
    direccion
    exit 0
  fi
  echo "replica-local: la réplica existente no arranca como réplica: se vuelve a crear" >&2
  pg_dropcluster --stop "$VERSION" "$CLUSTER_REPLICA"
  quitarConfiguracion
fi

# A new cluster (its configuration under /etc/postgresql/$VERSION/$CLUSTER_REPLICA, port $PUERTO_REPLICA), whose
# empty data directory is then replaced by a base backup of the primary: -R writes standby.signal and
# primary_conninfo, -X stream brings the WAL written during the copy, -c fast does not wait for a checkpoint.
quitarConfiguracion
pg_createcluster "$VERSION" "$CLUSTER_REPLICA" -p "$PUERTO_REPLICA" --start-conf=manual >/dev/null
DATOS="/var/lib/postgresql/$VERSION/$CLUSTER_REPLICA"
CONF="/etc/postgresql/$VERSION/$CLUSTER_REPLICA"
if ! {
  comoPostgres find "$DATOS" -mindepth 1 -delete &&
    comoPostgres "$BIN/pg_basebackup" -h 127.0.0.1 -p "$PUERTO_PRIMARIA" -U postgres -D "$DATOS" -R -X stream -c fast \
      --no-password -d "application_name=avanti_replica_local"
}; then
  pg_dropcluster "$VERSION" "$CLUSTER_REPLICA" || true
  quitarConfiguracion
  falla "pg_basebackup falló: la réplica no se creó"
fi
# The replica lets in whoever the primary lets in (its roles are the primary's), and answers reads while replaying.
cp "$HBA" "$CONF/pg_hba.conf"
chown postgres:postgres "$CONF/pg_hba.conf"
cat >"$CONF/conf.d/avanti-replica.conf" <<EOF
# scripts/replica-local.sh: réplica de lectura de 127.0.0.1:$PUERTO_PRIMARIA
listen_addresses = '127.0.0.1'
hot_standby = on
hot_standby_feedback = on
cluster_name = '$VERSION/$CLUSTER_REPLICA'
EOF
chown postgres:postgres "$CONF/conf.d/avanti-replica.conf"
ctl "$CLUSTER_REPLICA" start
esperarReplica || falla "la réplica arrancó pero no responde como réplica (vea /var/log/postgresql/postgresql-$VERSION-$CLUSTER_REPLICA.log)"
echo "replica-local: réplica $VERSION/$CLUSTER_REPLICA en 127.0.0.1:$PUERTO_REPLICA, por streaming desde 127.0.0.1:$PUERTO_PRIMARIA"
direccion
