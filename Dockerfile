# The shop as one container: built in a stage with every dependency, run with production ones only.
# scripts/check-production-install.ts (a step of `npm test`) runs this file's install and start
# commands in a clean folder, since containers cannot run where the shop is tested.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/after-install.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 PGLITE_DIR=/data/db
COPY package.json package-lock.json ./
COPY scripts/after-install.mjs scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN useradd --system --uid 10001 --home-dir /app shop && mkdir -p /data && chown shop /data
USER shop
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=50", "--liftoff-only", "dist/server/index.js"]
