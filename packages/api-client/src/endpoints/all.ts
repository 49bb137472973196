// Every endpoint group, for tools that need them all (the dev API's contract test, query keys,
// `bindAll`). Apps that care about bundle size import single groups instead.
import { type ApiClient, type BoundEndpoints, bindEndpoints } from "../client";
import { type AnyEndpoint, endpointId } from "../endpoint";
import { aiChatEndpoints } from "./ai-chat";
import { lbUserEndpoints } from "./lb-user";
import { luckyBearEndpoints } from "./lucky-bear";
import { mainEndpoints } from "./main";
import { taskEndpoints } from "./task";
import { tgEndpoints } from "./tg";
import { tgHostEndpoints } from "./tg-host";
import { userEndpoints } from "./user";
import { walletEndpoints } from "./wallet";
import { payEndpoints } from "./pay";
import { profileEndpoints } from "./profile";
import { productEndpoints } from "./product";
import { interactionEndpoints } from "./interaction";
import { popupsEndpoints } from "./popups";
import { inviteCodeEndpoints } from "./invite-code";

export const ENDPOINT_GROUPS = {
  main: mainEndpoints,
  aiChat: aiChatEndpoints,
  user: userEndpoints,
  tg: tgEndpoints,
  tgHost: tgHostEndpoints,
  lbUser: lbUserEndpoints,
  wallet: walletEndpoints,
  task: taskEndpoints,
  luckyBear: luckyBearEndpoints,
  pay: payEndpoints,
  profile: profileEndpoints,
  product: productEndpoints,
  interaction: interactionEndpoints,
  popups: popupsEndpoints,
  inviteCode: inviteCodeEndpoints,
} as const;

export type EndpointGroups = typeof ENDPOINT_GROUPS;

/** `[group.name, endpoint]` for every endpoint, e.g. `["wallet.getWalletInfo", …]`. */
export const ALL_ENDPOINTS: readonly (readonly [string, AnyEndpoint])[] = Object.entries(ENDPOINT_GROUPS).flatMap(
  ([group, endpoints]) => Object.entries(endpoints).map(([name, endpoint]) => [`${group}.${name}`, endpoint] as const),
);

/** Two endpoints with the same method, path and fixed query would be ambiguous to a server. */
export function duplicateEndpoints(): string[] {
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const [name, endpoint] of ALL_ENDPOINTS) {
    const key = `${endpoint.method} ${endpoint.service}${endpoint.path}`;
    const other = seen.get(key);
    if (other) duplicates.push(`${other} / ${name} (${endpointId(endpoint)})`);
    seen.set(key, name);
  }
  return duplicates;
}

/** Every endpoint as a typed function: `api.wallet.getWalletInfo({ str_amount: true })`. */
export function bindAll(client: ApiClient): { readonly [G in keyof EndpointGroups]: BoundEndpoints<EndpointGroups[G]> } {
  return {
    main: bindEndpoints(client, mainEndpoints),
    aiChat: bindEndpoints(client, aiChatEndpoints),
    user: bindEndpoints(client, userEndpoints),
    tg: bindEndpoints(client, tgEndpoints),
    tgHost: bindEndpoints(client, tgHostEndpoints),
    lbUser: bindEndpoints(client, lbUserEndpoints),
    wallet: bindEndpoints(client, walletEndpoints),
    task: bindEndpoints(client, taskEndpoints),
    luckyBear: bindEndpoints(client, luckyBearEndpoints),
    pay: bindEndpoints(client, payEndpoints),
    profile: bindEndpoints(client, profileEndpoints),
    product: bindEndpoints(client, productEndpoints),
    interaction: bindEndpoints(client, interactionEndpoints),
    popups: bindEndpoints(client, popupsEndpoints),
    inviteCode: bindEndpoints(client, inviteCodeEndpoints),
  };
}
