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
      // Seeded records of the dev API: a server popup, a post, a prize pool, a vote project, a Sud game.
      popupId: "1",
      postId: "1",
      poolId: "1",
      projectId: "3",
      gameId: "1461227817776713818",
      // The first profile field and setup step; /vote/* opens its /voteV2 page.
      field: "name",
      step: "name",
      path: "3",
    },
    // The same name, another record: an invest product, a game's H5 page.
    routeSegments: {
      "/invest/[productId]": { productId: "1" },
      "/products/[productId]": { productId: "5000" },
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
