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
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
