import { createContext, type ReactNode, useContext } from "react";

const HostsContext = createContext<readonly string[]>([]);

/** Names the product image host(s) whose images are resized (set once near the app's root). */
export function ProductImageConfig({ hosts, children }: { hosts: readonly string[]; children: ReactNode }) {
  return <HostsContext.Provider value={hosts.map((host) => host.toLowerCase())}>{children}</HostsContext.Provider>;
}

export function useProductImageHosts(): readonly string[] {
  return useContext(HostsContext);
}
