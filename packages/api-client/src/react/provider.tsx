// The API client for React trees, with the slot of the page's QueryClient (./query-slot): given once at
// the top, read by every hook.
import { type ReactNode, createContext, useContext, useMemo } from "react";
import type { ApiClient } from "../client";
import type { QuerySlot } from "./query-slot";

interface ApiContext {
  client: ApiClient;
  queries: QuerySlot;
}

const ApiClientContext = createContext<ApiContext | null>(null);

export function ApiClientProvider({ client, queries, children }: { client: ApiClient; queries: QuerySlot; children: ReactNode }) {
  // One object while both stay the same: a new one each render would re-render every hook below it.
  const value = useMemo(() => ({ client, queries }), [client, queries]);
  return <ApiClientContext.Provider value={value}>{children}</ApiClientContext.Provider>;
}

function useApiContext(): ApiContext {
  const context = useContext(ApiClientContext);
  if (!context) throw new Error("The API's hooks need an <ApiClientProvider> above them");
  return context;
}

export function useApiClient(): ApiClient {
  return useApiContext().client;
}

export function useQuerySlot(): QuerySlot {
  return useApiContext().queries;
}
