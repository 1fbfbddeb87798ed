# UNTESTED: this repository's machines have no Docker engine. A minimal image for one replica
# (docs/deployment.md, "Replicas"): build everything, run server/dist/main.js as an unprivileged user.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
# server/dist bundles the workspaces but keeps node_modules external: the runtime stage copies them.
RUN npm ci && npm run build && node scripts/build-node.mjs && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production CLINIC_MODE=production HOST=0.0.0.0 PORT=3000 WEB_DIST=/app/web/dist
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/web/dist ./web/dist
USER node
EXPOSE 3000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
