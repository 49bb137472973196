// The game tab's address read on the server (the provider checked against the contract's list).
import { isGameProvider } from "@repo/api-client/endpoints/lucky-bear/games";
import { ALL_TAB, type GameTabQuery, type SearchParams } from "./game-tab-query";

function first(search: SearchParams, name: string): string {
  const value = search[name];
  return ((Array.isArray(value) ? value[0] : value) ?? "").trim();
}

export function readGameTabQuery(search: SearchParams): GameTabQuery {
  const tab = first(search, "tab");
  const provider = first(search, "provider");
  return {
    tab: /^[\w-]{1,40}$/.test(tab) ? tab : ALL_TAB,
    provider: isGameProvider(provider) ? provider : null,
    q: first(search, "q").slice(0, 60),
  };
}
