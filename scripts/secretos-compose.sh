#!/bin/sh
# Writes the secrets docker-compose.yml reads (./secretos/*), each random and readable only by root and the
# image's group (gid 10001), and prepares ./respaldos for the `respaldo` service. Run once, as root, beside the
# docker-compose.yml; an existing secret is kept (changing postgres_password after the first start needs ALTER ROLE).
set -eu
cd "$(dirname "$0")/.."
umask 077
mkdir -p secretos
crear() {
  if [ -s "secretos/$1" ]; then echo "secretos/$1 ya existe: se conserva"; return; fi
  printf '%s' "$2" > "secretos/$1"
  echo "secretos/$1 creado"
}
crear postgres_password "$(openssl rand -hex 24)"
crear jwt_secret "$(openssl rand -base64 48 | tr -d '\n')"
crear admin_password "$(openssl rand -base64 18 | tr -d '\n')"
crear metrics_token "$(openssl rand -hex 24)"
chgrp 10001 secretos/* && chmod 0440 secretos/*
mkdir -p "${RESPALDOS_DIR:-./respaldos}"
chown 10001:10001 "${RESPALDOS_DIR:-./respaldos}" && chmod 0700 "${RESPALDOS_DIR:-./respaldos}"
echo "La contraseña del primer administrador (${ADMIN_USER:-admin}) está en secretos/admin_password."
