// Product service: the games of the platform (to add to a profile) and the app itself (where to
// download it). Spec section 7 names the service "product" and no call of it.
import { z } from "zod/mini";
import { defineEndpoint, type ResponseOf } from "../endpoint";
import { empty, pageOf } from "../schemas/common";
import { httpUrl } from "../url";

// Spec: not shown — the platforms the app ships on. Choice: Android (the store and a direct APK) and
// iOS; the Telegram mini app needs no download.
export const APP_PLATFORMS = ["android", "ios"] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

export const catalogGame = z.object({
  product_id: z.number(),
  name: z.string(),
  icon: z.string(),
  /** One line about the game. */
  summary: z.string(),
  /** The player has it among their games already (false for a guest). */
  added: z.boolean(),
});

export const productEndpoints = {
  /** Games whose name contains `keyword` (case-insensitive; empty: all), by name, 20 a page. */
  gameCatalog: defineEndpoint({
    service: "product",
    method: "POST",
    path: "/product/game_catalog",
    idempotent: true,
    request: z.object({ keyword: z.string(), page: z.number(), page_size: z.number() }),
    response: pageOf(catalogGame),
  }),
  /** Where the app is downloaded, per platform and channel, newest version first. */
  appDownloads: defineEndpoint({
    service: "product",
    method: "POST",
    path: "/product/app_downloads",
    auth: false,
    idempotent: true,
    request: empty,
    response: z.object({
      list: z.array(
        z.object({
          platform: z.enum(APP_PLATFORMS),
          /** store: Google Play or the App Store; apk: the file itself (Android only). */
          channel: z.enum(["store", "apk"]),
          url: httpUrl,
          version: z.string(),
          /** Bytes of the download; 0 for a store page. */
          size: z.number(),
        }),
      ),
    }),
  }),
};

export type CatalogGame = z.infer<typeof catalogGame>;
export type AppDownload = ResponseOf<typeof productEndpoints.appDownloads>["list"][number];
