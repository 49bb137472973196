// The page's QueryClient for a hook: made with the API's defaults on first use (./query-slot).
import type { QueryClient } from "@tanstack/react-query";
import { useQuerySlot } from "./provider";
import { createQueryClient } from "./query-client";

export function useApiQueryClient(): QueryClient {
  return useQuerySlot().ensure(createQueryClient);
}
