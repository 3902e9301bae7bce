# syntax=docker/dockerfile:1

# The team space as one image: the built API server (plain JavaScript, no TypeScript compiler at run time)
# serving the built web app.
#   docker compose up --build            with Postgres, see docker-compose.yml
#   docker build -t teamspace . && docker run -p 3000:3000 -v teamspace-data:/app/data teamspace
#                                        with the embedded database in /app/data

ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
ENV npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false

# Only the manifests, so the dependency layers stay cached until a dependency changes.
FROM base AS manifests
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY services/package.json services/
COPY web/package.json web/
COPY e2e/package.json e2e/

# The web app and the server, built with the dev dependencies (Vite, esbuild); only their output is kept.
FROM manifests AS build
RUN --mount=type=cache,target=/root/.npm npm ci
COPY tsconfig.json ./
COPY domain domain
COPY migrations migrations
COPY services services
COPY web web
RUN npm run build

FROM base AS runtime
# The Postgres client tools for the backup CLI (pg_dump, pg_restore), of PostgreSQL's own repository: Debian
# bookworm's are 15, and pg_dump refuses a server newer than itself. 17 dumps and restores the Postgres 16 of
# docker-compose.yml and any server from 15 to 17; for a newer server build with --build-arg POSTGRES_CLIENT=<major>.
ARG POSTGRES_CLIENT=17
# tini as PID 1 passes `docker stop`'s SIGTERM to the server, which closes its connections, and reaps any child.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini ca-certificates curl \
 && install -d /usr/share/postgresql-common/pgdg \
 && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc \
 && . /etc/os-release \
 && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt ${VERSION_CODENAME}-pgdg main" \
      > /etc/apt/sources.list.d/pgdg.list \
 && apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-${POSTGRES_CLIENT} \
 && apt-get purge -y curl \
 && apt-get autoremove -y \
 && rm -rf /var/lib/apt/lists/*
COPY --from=manifests /app ./
# Production dependencies only: the server bundle imports them; the domain and the migrations are inside it.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev
COPY --from=build /app/services/dist services/dist
# `npm run migrate | projections | backup | restore` run the bundles through it, tsx not being installed here.
COPY --from=build /app/services/cli.ts services/cli.ts
COPY --from=build /app/web/dist web/dist
# The embedded database and uploaded files live here; mount a volume to keep them.
RUN mkdir -p /app/data && chown node:node /app/data

ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "-g", "--"]
# The maintainers' CLIs are beside it (docs/operations.md), e.g. with `docker compose exec app`:
#   node services/dist/migrate.js
#   node services/dist/projections.js status | rebuild [name] | verify
#   node services/dist/backup.js backup /app/data/backups/<new folder>
#   node services/dist/backup.js restore <folder>
# or the same through npm: `npm run projections -- verify`, `npm run backup -- <folder>`.
CMD ["node", "--enable-source-maps", "services/dist/server.js"]
