# One image for the processes of the served mode (api, projections, workers, respaldo), Node 24 LTS.
# Three stages (decision 0039): `build` compiles everything with every dependency; `produccion` installs only the
# production dependencies of the server workspaces (libs, projections, workers, api: no admin libraries, no dev
# tools); the runtime stage copies those, the compiled servers and the admin's built files, and runs as `avanti`.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/package.json libs/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY api/package.json api/
COPY admin/package.json admin/
RUN npm ci
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS produccion
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/package.json libs/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY api/package.json api/
COPY admin/package.json admin/
# Only what the servers require at run time; the admin is served as static files (admin/dist) and needs none.
RUN npm ci --omit=dev -w libs -w projections -w workers -w api

FROM node:24-bookworm-slim
WORKDIR /app
# Debian's Chromium renders the PDF reports (decision 0020: the workers, or the api when it runs the jobs itself);
# postgresql-client (15 on bookworm, as the compose's server) gives the `respaldo` service its pg_dump.
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-dejavu-core fonts-liberation postgresql-client \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system --gid 10001 avanti \
 && useradd --system --uid 10001 --gid avanti --home-dir /home/avanti --create-home --shell /usr/sbin/nologin avanti \
 && mkdir -p /archivos /respaldos /datos \
 && chown avanti:avanti /archivos /respaldos /datos
ENV NODE_ENV=production CHROMIUM_PATH=/usr/bin/chromium DATA_DIR=/datos
COPY --from=produccion /app/package.json /app/package-lock.json ./
COPY --from=produccion /app/node_modules node_modules
COPY --from=build /app/libs/package.json libs/
COPY --from=build /app/libs/dist libs/dist
COPY --from=build /app/projections/package.json projections/
COPY --from=build /app/projections/dist projections/dist
COPY --from=build /app/workers/package.json workers/
COPY --from=build /app/workers/dist workers/dist
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/admin/dist admin/dist
# The code and its dependencies belong to root and are read-only to the process; it writes only to the volumes.
USER avanti
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
