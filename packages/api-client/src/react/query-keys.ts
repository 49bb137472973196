// The one query-key factory: ["api", service, path, input]. Prefixes invalidate whole groups.
import type { AnyEndpoint } from "../endpoint";
import type { ServiceName } from "../services";

export const queryKeys = {
  /** Every API query. */
  all: () => ["api"] as const,
  /** Every query of one service. */
  service: (service: ServiceName) => ["api", service] as const,
  /** Every query of one endpoint, whatever the input. */
  endpoint: (endpoint: Pick<AnyEndpoint, "service" | "path">) => ["api", endpoint.service, endpoint.path] as const,
  /** One call. A missing input is the same call as `{}`. */
  call: (endpoint: Pick<AnyEndpoint, "service" | "path">, input: unknown) => ["api", endpoint.service, endpoint.path, input ?? {}] as const,
};
