# One image, two roles (api or gateway), chosen by the compose service's command.
# Stage 1 installs every dependency and builds the client; stage 2 keeps the runtime files only.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY client/package.json client/
COPY shared/package.json shared/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w client && npm prune --omit=dev --no-audit --no-fund && npm install --no-save --no-audit --no-fund tsx

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client tini \
  && rm -rf /var/lib/apt/lists/*
COPY --from=build /app /app
USER node
ENTRYPOINT ["/usr/bin/tini", "--"]
# No secret is baked in: API_TOKEN, SESSION_SECRET, DATABASE_URL and payment credentials come from the
# environment at run time (docker-compose.yml).
CMD ["node_modules/.bin/tsx", "gateway/src/main.ts"]
