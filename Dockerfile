# One image for both processes: `npm run start:api` (default) and `npm run start:worker`.
ARG NODE_VERSION=24
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY worker/package.json worker/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
# The admin URL's secret segment is baked into the SPA as a digest at build time.
ARG ADMIN_PATH_SECRET
ENV ADMIN_PATH_SECRET=${ADMIN_PATH_SECRET}
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/src/main.ts", "--distributed"]
