// Next.js apps: the React rules plus Next's own (core web vitals).
import nextPlugin from "@next/eslint-plugin-next";
import { react } from "./react.js";

const appCodePatterns = [
  {
    group: ["@repo/dev-api", "@repo/dev-api/*"],
    message: "The dev API is a dev and test backend: app code talks to it through @repo/api-client only.",
  },
  {
    group: ["@repo/native-bridge/simulator", "@repo/native-bridge/simulator/*"],
    message: "The bridge simulator is loaded as the dev API's script where the deployment allows it, never bundled.",
  },
];

// Viewport prefetching costs a cheap phone dozens of requests and most of its blocking time at start,
// and each next/link is a component to hydrate.
const nextLinkPath = {
  name: "next/link",
  message:
    "Use @repo/app-shell/link: a plain <a> that the client runtime navigates and prefetches when the player reaches for it.",
};

// A module is what a route's chunk carries: the casino's whole endpoint group would put its 63 endpoints
// and their schemas on every screen that calls two of them.
const luckyBearGroupPath = {
  name: "@repo/api-client/endpoints/lucky-bear",
  message: "Import the areas the screen calls: @repo/api-client/endpoints/lucky-bear/{games,lobby,money,invite,rewards}.",
};

// The layout provides no QueryClientProvider: React Query's client is made by the first hook that reads
// through it (@repo/api-client/react/query-slot), so a page whose data the server rendered does not load it.
const reactQueryPath = {
  name: "@tanstack/react-query",
  importNames: ["useQueryClient", "QueryClientProvider"],
  message: "Use useApiQueryClient from @repo/api-client/react, and pass it to React Query's own hooks (useQuery(options, useApiQueryClient())).",
};

/** @type {import("eslint").Linter.Config[]} */
export const next = [
  ...react,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "@next/next": nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      // Images come from API-provided hosts and are resized by the product image host (spec 9), which
      // @repo/ui's image component asks for; next/image's optimizer is not the mechanism here.
      "@next/next/no-img-element": "off",
      // App Router: <head> in a root layout is the way, and there is no pages/ directory.
      "@next/next/no-head-element": "off",
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  {
    // App code never ships the local backend or the native-app simulator: the simulator reaches a page
    // only as the dev API's script, and only where the deployment allows it (BRIDGE_SIMULATOR, refused
    // in production). Tests and e2e specs may use both. Links go through @repo/app-shell/link (prefetch on
    // intent), never next/link itself; casino screens import the endpoint areas they call; React Query's client
    // comes from the API's provider.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}", "src/**/testing.{ts,tsx}", "src/**/test-support/**"],
    rules: { "no-restricted-imports": ["error", { patterns: appCodePatterns, paths: [nextLinkPath, luckyBearGroupPath, reactQueryPath] }] },
  },
];

export default next;
