// GET /__dev/bridge-simulator.js: @repo/native-bridge's simulator as one plain script, so an app running
// against the dev API can play "inside the native app" in a normal browser (dev and e2e). Bundled on
// the first request and kept; the apps include it only when BRIDGE_SIMULATOR is set.
import { build } from "esbuild";
import { Hono } from "hono";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

let bundle: Promise<string> | null = null;

function bundleSimulator(): Promise<string> {
  bundle ??= build({
    entryPoints: [require.resolve("@repo/native-bridge/simulator/browser-entry")],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    write: false,
    logLevel: "silent",
  }).then((result) => result.outputFiles[0]?.text ?? "");
  // A failed build is retried on the next request instead of being cached.
  bundle.catch(() => {
    bundle = null;
  });
  return bundle;
}

export function bridgeSimulatorRoutes(): Hono {
  const app = new Hono();
  app.get("/__dev/bridge-simulator.js", async (c) => {
    try {
      const script = await bundleSimulator();
      return c.body(script, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return c.body(`console.error(${JSON.stringify(`[dev-api] bridge simulator failed to build: ${message}`)});`, 500, {
        "Content-Type": "text/javascript; charset=utf-8",
      });
    }
  });
  return app;
}
