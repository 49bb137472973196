import { defineHostileSuite } from "@repo/playwright-config/hostile";
import path from "node:path";

// Issue 11, item 9: every route of the casino as a guest and as a player, under every hostile answer of
// the dev API (tooling/playwright/hostile.ts). Routes come from src/app/[locale]/**/page.tsx; a new
// dynamic segment needs a sample value here.
defineHostileSuite({
  app: "luckybear",
  appDir: path.resolve(import.meta.dirname, ".."),
  samples: {
    segments: {
      // The running championship of the seed.
      champId: "2",
      rest: "no-such-page",
    },
  },
});
