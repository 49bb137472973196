import { defineHostileSuite } from "@repo/playwright-config/hostile";
import path from "node:path";

// Issue 11, item 9: every route of xworld as a guest and as a player, under every hostile answer of the
// dev API (tooling/playwright/hostile.ts). Routes come from src/app/[locale]/**/page.tsx; a new dynamic
// segment needs a sample value here.
defineHostileSuite({
  app: "xworld",
  appDir: path.resolve(import.meta.dirname, ".."),
  samples: {
    segments: {
      // The seeded player (public profile; a numeric short link is their invite).
      xid: "10001",
      slug: "10001",
      rest: "no-such-page",
    },
    // Pages that read their query get a seeded task, product or inviter, so their calls are made.
    queries: {
      "/task/details": "taskId=9001&from=home",
      "/task/detailsV2": "taskId=9007&productType=3&from=home",
      "/task/product": "productId=5000",
      "/task/product_v2": "productId=5000",
      "/share/land": "uid=10001",
    },
  },
});
