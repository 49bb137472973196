// User service (spec section 7, "User service"): what app start asks, the global config (banners,
// announcements, feature flags), the gray-release switches, the open-app config and the country. A
// module of its own so that app start does not load the rest of the service (user.ts, whose
// `userEndpoints` includes these).
import { z } from "zod/mini";
import { defineEndpoint } from "../endpoint";
import { banner, empty, openAppCfg, openAppCfgInput, unixTime } from "../schemas/common";

export const appGlobalConfig = z.object({
  banners: z.array(banner),
  announcements: z.array(
    z.object({ id: z.number(), title: z.string(), content: z.string(), created_at: unixTime }),
  ),
  /** Known flags are typed; unknown flags pass through. */
  feature_flags: z.looseObject({ feedback_v2: z.boolean() }),
});

export const userStartEndpoints = {
  appGlobalConfig: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/app_global_config",
    auth: false,
    idempotent: true,
    request: empty,
    response: appGlobalConfig,
  }),
  /** Gray-release switches for this user. */
  getGrayCfg: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/get_gray_cfg",
    auth: false,
    idempotent: true,
    request: empty,
    response: z.object({ features: z.record(z.string(), z.boolean()) }),
  }),
  openappGetCfg: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/openapp_get_cfg",
    idempotent: true,
    request: z.object({ user_id: z.number() }),
    response: openAppCfg,
  }),
  // Spec: not shown — the path of OpenAppCfgV2. Choice: POST /api/openapp_get_cfg_v2.
  openAppCfgV2: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/openapp_get_cfg_v2",
    idempotent: true,
    request: openAppCfgInput,
    response: openAppCfg,
  }),
  openappGetCountry: defineEndpoint({
    service: "user",
    method: "POST",
    path: "/api/openapp_get_country",
    auth: false,
    idempotent: true,
    request: empty,
    response: z.object({ country_code: z.string(), country_by_ip: z.string() }),
  }),
};

export type AppGlobalConfig = z.infer<typeof appGlobalConfig>;
