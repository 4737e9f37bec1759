# The ofage service as a container image: `ofage serve`, compiled, as a non-root user, with the
# production dependencies only and the methods' libraries chosen at build time.
#
#   docker build -t ofage .
#   docker build --build-arg OFAGE_METHODS=all -t ofage:all .
#   docker run -p 3000:3000 -v ofage-data:/var/lib/ofage ofage
#
# Build arguments:
#   NODE_IMAGE     the Node.js image to build on and run from (Node >= 20.12; npm and a shell)
#   OFAGE_METHODS  methods whose libraries to install besides the service's dependencies:
#                  facial-age-estimation, id-document, or all (default none: wallets, credit
#                  card, bank app and age key need nothing more)
#   BETTER_SQLITE3_BINARY_HOST  a mirror of better-sqlite3's prebuilt binaries, for builds that
#                  cannot reach its GitHub releases (default: the releases)
# Details: docs/service/deploy.md.

ARG NODE_IMAGE=node:22-bookworm-slim

# ---- build: compile the service and its pages, pack them as `npm pack` publishes them -------
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY packages/ofage/package.json packages/ofage/
# No install scripts: the build never opens a database, so better-sqlite3 needs no binary here.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# prepack compiles dist/ and builds the pages (.next/); the tarball holds what the package ships.
# Next.js keeps its compiler cache between builds in .next/cache.
RUN --mount=type=cache,target=/src/.next/cache \
    npm pack --pack-destination /tmp \
    && mkdir /tmp/service \
    && tar -xzf /tmp/ofage-service-*.tgz -C /tmp/service --strip-components=1

# ---- deps: the production dependencies, at the versions package-lock.json pins --------------
FROM ${NODE_IMAGE} AS deps
ARG OFAGE_METHODS=
ARG BETTER_SQLITE3_BINARY_HOST=
WORKDIR /app
COPY package.json package-lock.json ./
COPY deploy/image/production-package.mjs /tmp/
RUN node /tmp/production-package.mjs ${OFAGE_METHODS}
RUN --mount=type=cache,target=/root/.npm \
    ${BETTER_SQLITE3_BINARY_HOST:+env npm_config_better_sqlite3_binary_host=$BETTER_SQLITE3_BINARY_HOST} \
    npm install --omit=dev --no-audit --no-fund \
    && rm package.json package-lock.json

# ---- the image ------------------------------------------------------------------------------
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    OFAGE_DATA_DIR=/var/lib/ofage
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /tmp/service ./
# `ofage serve` links the pages' external packages into .next/node_modules on its first start;
# done here, so the service writes nothing under /app (root-owned, and read-only where the
# orchestrator mounts it so). `ofage` on the PATH for `docker exec … ofage keys create`.
RUN node /app/bin/ofage.js pages link \
    && ln -s /app/bin/ofage.js /usr/local/bin/ofage \
    && mkdir -p /var/lib/ofage \
    && chown 1000:1000 /var/lib/ofage \
    && chmod 700 /var/lib/ofage
# Numeric, so Kubernetes' runAsNonRoot can check it (the official Node images name it `node`).
USER 1000:1000
VOLUME ["/var/lib/ofage"]
EXPOSE 3000
# Readiness (503 while starting or draining) with node itself: the image needs no curl. Kept in
# images built with `--format docker` (podman) or by docker; OCI images drop it.
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself, which drains (OFAGE_SHUTDOWN_TIMEOUT_MS).
ENTRYPOINT ["node", "/app/bin/ofage.js"]
CMD ["serve"]
