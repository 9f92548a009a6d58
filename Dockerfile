# One image for the three processes of the served mode (api, projections, workers).
FROM node:20-bookworm-slim AS build
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

FROM node:20-bookworm-slim
WORKDIR /app
# Debian's Chromium renders the PDF reports (decision 0020: the workers, or the api when it runs the jobs itself);
# postgresql-client (15 on bookworm, as the compose's server) gives the `respaldo` service its pg_dump.
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-dejavu-core fonts-liberation postgresql-client \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production CHROMIUM_PATH=/usr/bin/chromium
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
