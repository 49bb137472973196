// @vitest-environment node
import type { ApiClient } from "@repo/api-client/client";
import { COOKIE_NAMES } from "@repo/session/storage/keys";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ServerEnv } from "./env";
import { serverApiConfig } from "./server-api-config";
import { loadPlayerFirst, loadViewerFirst } from "./server-player";

vi.mock("server-only", () => ({}));

const jar = new Map<string, string>();
vi.mock("next/headers", () => ({ cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }) }));

const ENV = { API_ORIGIN: "http://127.0.0.1:9", SERVICE_HOSTS: "", SERVER_API_TIMEOUT_MS: 100 } as ServerEnv;

afterEach(() => jar.clear());

describe("loadPlayerFirst", () => {
  it("asks nothing for a request without the login cookies", async () => {
    jar.set("user_id", "77");
    const load = vi.fn();
    expect(await loadPlayerFirst(ENV, "en-US", load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it("loads as the player the cookies name and says whose data it is, with their name", async () => {
    jar.set("user_id", "77");
    jar.set("user_secret_key", "s3");
    jar.set(COOKIE_NAMES.userName, "An");
    const load = vi.fn(async (_api: ApiClient, userId: number) => ({ userId }));
    expect(await loadPlayerFirst(ENV, "en-US", load)).toEqual({ userId: 77, userName: "An", data: { userId: 77 } });
    expect(load).toHaveBeenCalledOnce();
  });
});

describe("serverApiConfig for a player", () => {
  it("signs the calls with the player's login and nobody else's", () => {
    const player = serverApiConfig(ENV, "vi-VN", { userId: 77, secretKey: "s3", userName: "An", loginType: "login_v2" }).context();
    expect(player).toMatchObject({ userId: 77, secretKey: "s3", language: "vi-VN", userLogin: "login_v2" });
    expect(serverApiConfig(ENV, "vi-VN").context()).toMatchObject({ userId: null, secretKey: null });
  });
});

describe("loadViewerFirst", () => {
  it("reads as a guest without the login cookies, and as the player they name with them", async () => {
    const load = vi.fn(async (api: ApiClient, _userId: number | null) => api);
    const guest = await loadViewerFirst(ENV, "en-US", load);
    expect(guest.userId).toBeNull();
    jar.set("user_id", "77");
    jar.set("user_secret_key", "s3");
    jar.set(COOKIE_NAMES.userName, "An");
    const player = await loadViewerFirst(ENV, "en-US", load);
    expect(player).toMatchObject({ userId: 77, userName: "An" });
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls.map(([, userId]) => userId)).toEqual([null, 77]);
  });
});
