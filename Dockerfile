# syntax=docker/dockerfile:1
# The Tidvis server as it runs in production and in deploy/test-topology.ts: the compiled server
# (`npm run build`: dist/server, dist/client, dist/client-ssr) run with plain node. compose.yaml runs two of these
# behind nginx on PostgreSQL. Build: `docker build -t tidvis .`

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install` honours the lock file's exact pins; `npm ci` refuses it (see .ci/run).
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
# PostgreSQL 15's client tools, for `npm run backup` / `npm run restore` inside the container (same major version
# as the server in compose.yaml).
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-client-15 \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    CLIENT_DIR=dist/client \
    TRUSTED_PROXY_HOPS=1
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/client-ssr ./dist/client-ssr
# The sources of the command-line scripts (backup, restore, migrations, companies), run with tsx.
COPY --from=build /app/src ./src
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/ready').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) drains and exits 0 within SHUTDOWN_TIMEOUT_S; node runs as PID 1 and handles it itself.
# The options of scripts/server-node-args.json.
CMD ["node", "--max-semi-space-size=64", "dist/server/main.js"]
