// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiClient } from "@repo/api-client/client";
import { mainEndpoints } from "@repo/api-client/endpoints/main";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SERVER_API_MAX_BODY_BYTES, serverApiConfig } from "./server-api-config";

type Hostile = "slow_body" | "huge_body";

// A backend that misbehaves the way the dev API's hostile modes do: a body that trickles and never
// ends, or a flood sent without a length so only the reader can stop it (2 MB: past the server's
// cap yet under the browser client's 5 MB default, so only the server config refuses it).
let server: Server;
let origin: string;
let mode: Hostile = "slow_body";
let requests = 0;

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(200, { "content-type": "application/json" });
    if (mode === "huge_body") {
      const chunk = "x".repeat(64 * 1024);
      response.write('{"code":0,"data":"');
      for (let i = 0; i < 32; i += 1) response.write(chunk);
      response.end('"}');
      return;
    }
    response.write('{"code":0,');
    const trickle = setInterval(() => response.write(" "), 100);
    response.on("close", () => clearInterval(trickle));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = 0;
});

const DEADLINE_MS = 400;

function serverClient() {
  return createApiClient(serverApiConfig({ API_ORIGIN: origin, SERVICE_HOSTS: "", SERVER_API_TIMEOUT_MS: DEADLINE_MS }, "en-US"));
}

// No stopwatch: the outcome's kind says what ended the call (a timed bound fails on a loaded machine).
// The trickling body never ends, so only the deadline can end it ("timeout"); the flood is refused by
// the cap ("too_large") and not by the deadline.
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error("the call should have failed");
}

const translations = { page: "home", locale: "en-US", v: "1" };

describe("server API config", () => {
  it("takes the deadline from the environment, never retries and caps bodies", () => {
    const config = serverApiConfig({ API_ORIGIN: "https://api.example.com", SERVICE_HOSTS: "", SERVER_API_TIMEOUT_MS: 2_500 }, "vi-VN");
    expect(config).toMatchObject({ timeoutMs: 2_500, retryLimit: 0, maxBodyBytes: SERVER_API_MAX_BODY_BYTES });
    expect(SERVER_API_MAX_BODY_BYTES).toBeLessThanOrEqual(1024 * 1024);
  });

  it("a body that stalls ends in a timeout within the deadline, asked once", async () => {
    mode = "slow_body";
    const error = await failureOf(serverClient().call(mainEndpoints.pageTranslations, translations));
    expect(error).toMatchObject({ kind: "timeout" });
    expect(requests).toBe(1);
  });

  it("a 2 MB body is refused unread past the cap, before the deadline", async () => {
    mode = "huge_body";
    const error = await failureOf(serverClient().call(mainEndpoints.pageTranslations, translations));
    expect(error).toMatchObject({ kind: "parse", reason: "too_large" });
    expect(requests).toBe(1);
  });
});
