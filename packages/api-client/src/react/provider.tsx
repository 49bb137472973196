// The API client for React trees: given once at the top, read by every hook.
import { type ReactNode, createContext, useContext } from "react";
import type { ApiClient } from "../client";

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error("useApiClient needs an <ApiClientProvider> above it");
  return client;
}
