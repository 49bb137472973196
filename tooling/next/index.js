// The Next.js settings both apps share (plain JS: Next loads its config's dependencies untranspiled).
const WORKSPACE_PACKAGES = [
  "@repo/analytics",
  "@repo/api-client",
  "@repo/app-shell",
  "@repo/i18n",
  "@repo/native-bridge",
  "@repo/session",
  "@repo/telegram",
  "@repo/ui",
];

/** @param {{ version: string }} app the app's package.json */
export function createNextConfig(app) {
  /** @type {import("next").NextConfig} */
  const config = {
    reactStrictMode: true,
    // `pnpm size:why` builds into its own folder with browser source maps, to say which modules fill each
    // route's chunks; a normal build has neither.
    ...(process.env.NEXT_SIZE_WHY === "1" ? { distDir: ".next-why", productionBrowserSourceMaps: true } : {}),
    poweredByHeader: false,
    env: {
      // The build's version, for the per-page translation JSON query; a release may override it.
      NEXT_PUBLIC_BUILD_VERSION: process.env.NEXT_PUBLIC_BUILD_VERSION ?? app.version,
    },
    // "Just in time" workspace packages: their exports point at TypeScript sources.
    transpilePackages: WORKSPACE_PACKAGES,
    turbopack: {
      resolveAlias: {
        // Browser bundles record the contract's schemas and load zod with the first answer to validate
        // (@repo/api-client/src/deferred-zod.ts): zod is not part of any route's first load. Servers,
        // the dev API and tests use zod itself.
        "zod/mini": { browser: "@repo/api-client/deferred-zod" },
      },
    },
    experimental: {
      // Lingui macros; the v5 id generation keeps ids with "+" or "/" rendering (see STACK.md).
      swcPlugins: [["@lingui/swc-plugin", { useLinguiV5IdGeneration: true }]],
      // Fewer, larger browser chunks (Next 16.3+): a route's first load is 9 scripts instead of 14-18,
      // 4-6 kB gzip lighter (larger files compress better), 10-12 fewer requests; a client-side navigation
      // downloads about 3 kB more, as merged chunks repeat some code. Measured in tooling/bench/README.md
      // ("28 Nov, third session"); the defaults are 40 chunks per group, 50 kB and 200 kB.
      turbopackChunking: { maxChunkCountPerGroup: 3, minChunkSize: 500_000, maxMergeChunkSize: 1_000_000 },
    },
  };
  return config;
}
