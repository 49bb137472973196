// Starts the dev API on a free port and gives a real client pointed at it, with a session the
// test can log in and out of.
import { type ApiClient, type ApiClientConfig, createApiClient } from "@repo/api-client/client";
import { bindAll } from "@repo/api-client/endpoints/all";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import type { RequestContext } from "@repo/api-client/headers";
import type { LoginResult } from "@repo/api-client/schemas/common";
import { type TestClock, createTestClock } from "@repo/vitest-config/clock";
import { type DevApiOptions, startDevApi } from "../server";

export interface Harness {
  url: string;
  /** The dev API's clock (standing at TEST_NOW unless the test passed `now`); move it on purpose. */
  clock: TestClock;
  client: ApiClient;
  /** Every endpoint as a typed function, through a client that records what succeeded. */
  api: ReturnType<typeof bindAll>;
  /** Endpoints that answered successfully at least once. */
  succeeded: Set<AnyEndpoint>;
  session: RequestContext;
  dev: Awaited<ReturnType<typeof startDevApi>>["api"];
  logs: string[];
  useLogin(login: LoginResult): void;
  logout(): void;
  control<T = unknown>(path: string, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

export async function startHarness(options: DevApiOptions = {}, clientConfig: Partial<ApiClientConfig> = {}): Promise<Harness> {
  const logs: string[] = [];
  const clock = createTestClock();
  const started = await startDevApi({ port: 0, log: (line) => logs.push(line), now: clock.now, ...options });
  const session: RequestContext = {
    userId: null,
    secretKey: null,
    language: "vi-VN",
    deviceId: "did-test",
    lbSession: "lb-session-test",
  };
  const client = createApiClient({
    hosts: { origin: started.url },
    context: () => session,
    retryDelayMs: () => 0,
    ...clientConfig,
  });
  const succeeded = new Set<AnyEndpoint>();
  const recording: ApiClient = {
    ...client,
    call: (endpoint, ...args) =>
      client.call(endpoint, ...args).then((data) => {
        succeeded.add(endpoint);
        return data;
      }),
  };
  return {
    url: started.url,
    clock,
    client,
    api: bindAll(recording),
    succeeded,
    session,
    dev: started.api,
    logs,
    useLogin(login) {
      session.userId = login.user_id;
      session.secretKey = login.user_secret_key;
      session.userLogin = login.user_login;
    },
    logout() {
      session.userId = null;
      session.secretKey = null;
    },
    async control<T>(path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${started.url}/__dev/${path}`, body === undefined ? {} : { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
      const envelope = (await response.json()) as { data: T };
      return envelope.data;
    },
    close: started.close,
  };
}
