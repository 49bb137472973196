// @vitest-environment node
// The client's call code arrives as its own chunk: when it cannot be fetched, the caller gets a
// network error (and api_error_rp its report), like any call that found no network.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { defineEndpoint } from "./endpoint";

const ping = defineEndpoint({ service: "main", method: "GET", path: "/ping", request: z.object({}), response: z.object({}) });

afterEach(() => {
  vi.doUnmock("./client-call");
  vi.resetModules();
});

describe("the client's call code", () => {
  it("failing to load is a network error, and a later call tries again", async () => {
    vi.resetModules();
    let fail = true;
    vi.doMock("./client-call", () => {
      if (fail) throw new Error("chunk load failed");
      return { createCall: () => async () => ({ pong: true }) };
    });
    const { createApiClient } = await import("./client");
    const onError = vi.fn();
    const client = createApiClient({ hosts: { origin: "http://api.test" }, context: () => ({ userId: null, secretKey: null, language: "en-US" }), handlers: { onError } });
    await expect(client.call(ping, {})).rejects.toMatchObject({ kind: "network", request: { url: "http://api.test/svc/main/ping" } });
    expect(onError).toHaveBeenCalledTimes(1);
    fail = false;
    vi.resetModules();
    await expect(client.call(ping, {})).resolves.toEqual({ pong: true });
  });
});
