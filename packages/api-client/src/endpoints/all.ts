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
import { pvpEndpoints } from "./pvp";
import { battleEndpoints } from "./battle";
import { bitGameEndpoints } from "./bit-game";
import { honorEndpoints } from "./honor";
import { sudGameEndpoints } from "./sud-game";
import { partnerEndpoints } from "./partner";
import { poolEndpoints } from "./pool";
import { stakeEndpoints } from "./stake";
import { investEndpoints } from "./invest";
import { activityEndpoints } from "./activity";
import { campEndpoints } from "./camp";
import { nftEndpoints } from "./nft";
import { marketEndpoints } from "./market";
import { petEndpoints } from "./pet";
import { searchEndpoints } from "./search";
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
  pvp: pvpEndpoints,
  battle: battleEndpoints,
  bitGame: bitGameEndpoints,
  honor: honorEndpoints,
  sudGame: sudGameEndpoints,
  partner: partnerEndpoints,
  pool: poolEndpoints,
  stake: stakeEndpoints,
  invest: investEndpoints,
  activity: activityEndpoints,
  camp: campEndpoints,
  nft: nftEndpoints,
  market: marketEndpoints,
  pet: petEndpoints,
  search: searchEndpoints,
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
    pvp: bindEndpoints(client, pvpEndpoints),
    battle: bindEndpoints(client, battleEndpoints),
    bitGame: bindEndpoints(client, bitGameEndpoints),
    honor: bindEndpoints(client, honorEndpoints),
    sudGame: bindEndpoints(client, sudGameEndpoints),
    partner: bindEndpoints(client, partnerEndpoints),
    pool: bindEndpoints(client, poolEndpoints),
    stake: bindEndpoints(client, stakeEndpoints),
    invest: bindEndpoints(client, investEndpoints),
    activity: bindEndpoints(client, activityEndpoints),
    camp: bindEndpoints(client, campEndpoints),
    nft: bindEndpoints(client, nftEndpoints),
    market: bindEndpoints(client, marketEndpoints),
    pet: bindEndpoints(client, petEndpoints),
    search: bindEndpoints(client, searchEndpoints),
    pay: bindEndpoints(client, payEndpoints),
    profile: bindEndpoints(client, profileEndpoints),
    product: bindEndpoints(client, productEndpoints),
    interaction: bindEndpoints(client, interactionEndpoints),
    popups: bindEndpoints(client, popupsEndpoints),
    inviteCode: bindEndpoints(client, inviteCodeEndpoints),
  };
}
