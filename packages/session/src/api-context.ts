// The request context @repo/api-client reads on every attempt, taken from the session stores.
import type { RequestContext } from "@repo/api-client/headers";
import type { createStore } from "jotai";
import { languageAtom } from "./stores/common";
import { credentialsAtom, hostAtom, lbSessionIdAtom, userInfoAtom } from "./stores/session";

type Store = ReturnType<typeof createStore>;

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/**
 * `createApiClient({ context: createApiContext(store), … })`. Country: the player's own (user info),
 * else the open-app config's, else the host's; when none is known api-client derives it from the
 * language. Device id: the host's, else the web fingerprint.
 */
export function createApiContext(store: Store): () => RequestContext {
  return () => {
    const credentials = store.get(credentialsAtom);
    const host = store.get(hostAtom);
    const environment = host.appEnvironment;
    return {
      userId: credentials?.userId ?? 0,
      secretKey: credentials?.secretKey ?? null,
      language: store.get(languageAtom),
      country:
        text(store.get(userInfoAtom)?.country_code) ??
        text(host.openAppCfg?.location_info?.country_code) ??
        text(environment?.country_code),
      // Spec: not shown — what User-Login carries. Choice: the stored login-type marker ("login_v2").
      userLogin: credentials?.loginType ?? null,
      deviceId: text(environment?.did) ?? host.fp,
      adId: text(environment?.adid),
      androidId: text(environment?.android_id),
      lbSession: store.get(lbSessionIdAtom),
    };
  };
}
