// `pnpm --filter @repo/dev-api start`: the dev API on 127.0.0.1:${DEV_API_PORT ?? 4400}.
import { startDevApi } from "./server";

const port = Number(process.env.DEV_API_PORT ?? 4400);
const seed = process.env.DEV_API_SEED ? Number(process.env.DEV_API_SEED) : undefined;
const { url, close } = await startDevApi({ port, host: "127.0.0.1", ...(seed === undefined ? {} : { seed }) });
console.info(`[dev-api] listening on ${url} (services under ${url}/svc/<service>, control under ${url}/__dev)`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void close().finally(() => process.exit(0));
  });
}
