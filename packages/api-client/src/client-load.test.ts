// @vitest-environment node
// The client's call code arrives as its own chunk: when it cannot be fetched, the caller gets a
// network error (and api_error_rp its report), like any call that found no network. Each call starts in a
// task of its own, so a page's first calls do not add up to one long task.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod/mini";
import { defineEndpoint } from "./endpoint";

const ping = defineEndpoint({ service: "main", method: "GET", path: "/ping", request: z.object({}), response: z.object({}) });

afterEach(() => {
  vi.useRealTimers();
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

  it("starts each call in a task of its own: those that waited for it, and later ones", async () => {
    vi.resetModules();
    const started: string[] = [];
    vi.doMock("./client-call", () => ({
      createCall: () => async (endpoint: { path: string }, input: { n: number }) => {
        started.push(`${endpoint.path}#${input.n}`);
        return { pong: true };
      },
    }));
    const { createApiClient } = await import("./client");
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const client = createApiClient({ hosts: { origin: "http://api.test" }, context: () => ({ userId: null, secretKey: null, language: "en-US" }) });
    const waiting = [1, 2, 3].map((n) => client.call(ping, { n } as never));
    // setImmediate is not faked: turn the loop until the code has loaded and the three wait for their task.
    for (let turn = 0; turn < 100 && vi.getTimerCount() < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(vi.getTimerCount()).toBe(3); // a timer, so a task, for each
    expect(started).toEqual([]);
    await vi.runAllTimersAsync();
    expect(started).toEqual(["/ping#1", "/ping#2", "/ping#3"]);
    await expect(Promise.all(waiting)).resolves.toHaveLength(3);

    const later = [4, 5].map((n) => client.call(ping, { n } as never));
    for (let turn = 0; turn < 100 && vi.getTimerCount() < 2; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(vi.getTimerCount()).toBe(2);
    expect(started).toHaveLength(3);
    await vi.runAllTimersAsync();
    await expect(Promise.all(later)).resolves.toHaveLength(2);
    expect(started.slice(3)).toEqual(["/ping#4", "/ping#5"]);
  });
});
