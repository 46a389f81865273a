# syntax=docker/dockerfile:1
# 博医荟: the API server and the built client in one image. Three stages: build (all dependencies, `npm run
# build`), deps (production dependencies only) and the runtime (Node, CJK fonts, the build, non-root).
# Build: docker build -t boyihui .     Run: see compose.yaml and README's "Production".
# The image's Node is the major of package.json's `engines` and of the `node` devDependency that development
# and the tests run on (tools/build/node-runtime.test.ts checks they agree). The build stage installs that
# devDependency too and builds with it; the runtime stage has no dev dependencies and runs the image's own node.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
# VITE_APP_BUILD names the build in the app's failure reports (e.g. --build-arg VITE_APP_BUILD=$(git rev-parse --short HEAD)).
ARG VITE_APP_BUILD
RUN VITE_APP_BUILD="${VITE_APP_BUILD}" npm run build

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# Share posters and the seeded covers draw Chinese text with the system's fonts. ffmpeg transcodes the media
# library's videos (the API in-process, or the `worker` service) and encodes the demo seed's clips, whose
# slides espeak-ng reads aloud in Mandarin.
# tini is pid 1: it reaps every process that ends (a killed server is never left a zombie that would seem to
# hold the data folder's lock) and passes SIGTERM on to the server.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-noto-cjk tini ffmpeg espeak-ng \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# DATA_DIR: uploads with STORAGE=local, drawn posters and seed media (and the embedded database without DATABASE_URL).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server itself gets the signal (through tini; no npm, no shell): it drains for SHUTDOWN_TIMEOUT_MS (5 s) and exits 0.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist-server/main.js"]
