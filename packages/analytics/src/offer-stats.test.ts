import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { canonicalString, createOfferStats, signFields, type OfferStatsEnv, type SignedOfferStat } from "./offer-stats";

const SECRET = "s3cret";
const NOW = Date.UTC(2026, 10, 2, 10, 0, 0, 789);

/** An independent SHA-256 (node:crypto) over the canonical string. */
function expectedSign(fields: Record<string, unknown>): string {
  return createHash("sha256").update(canonicalString(fields) + SECRET, "utf8").digest("hex");
}

function offerStats(env: OfferStatsEnv, getUid: () => string | undefined = () => "1001") {
  return createOfferStats({
    endpoint: "https://stats.example.test/offer-stats",
    key: "xw-app",
    secret: SECRET,
    product: "xworld",
    now: () => NOW,
    getUid,
    env: { subtle: globalThis.crypto.subtle, ...env },
  });
}

describe("signature", () => {
  it("is hex(SHA-256(sorted name=value pairs joined with & + secret))", async () => {
    const fields = { z: true, b: "x y", a: 1, data: { k: [1, "v"] }, sign: "ignored" };
    expect(canonicalString(fields)).toBe('a=1&b=x y&data={"k":[1,"v"]}&z=true');
    // Pinned vector, computed outside JavaScript.
    await expect(signFields(fields, SECRET, crypto.subtle)).resolves.toBe(
      "fa5d355136013495945ddbc21497e5d7aec004f68b299821078e7499cba9e296",
    );
  });

  it("hashes the UTF-8 bytes of non-ASCII text", async () => {
    await expect(signFields({ data: { coins: "ả" } }, SECRET, crypto.subtle)).resolves.toBe(
      "b84aa2cf9e05f908d2124a7d282f18c184fea770dab83aa7e03816c036154b31",
    );
  });

  it("rejects without Web Crypto", async () => {
    await expect(signFields({ a: 1 }, SECRET, undefined)).rejects.toThrow(/Web Crypto/);
  });
});

describe("sending", () => {
  it("sends the signed JSON by beacon", async () => {
    const sendBeacon = vi.fn((_url: string, _data: string) => true);
    const fetch = vi.fn();
    const ok = await offerStats({ sendBeacon, fetch }).send({
      event: "offer_click",
      desc: "Play Tiger",
      data: { offer_id: 55, reward: "1.5" },
      module: "task_list",
      placement: "top",
    });

    expect(ok).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe("https://stats.example.test/offer-stats");
    const payload = JSON.parse(body ?? "") as SignedOfferStat;
    const { sign, ...unsigned } = payload;
    expect(unsigned).toEqual({
      key: "xw-app",
      desc: "Play Tiger",
      product: "xworld",
      ts: Math.floor(NOW / 1000),
      nonce: expect.stringMatching(/^[0-9a-f]{16}$/),
      uid: "1001",
      event: "offer_click",
      data: { offer_id: 55, reward: "1.5" },
      module: "task_list",
      placement: "top",
    });
    expect(sign).toBe(expectedSign(unsigned));
  });

  it("uses a fresh nonce each time", async () => {
    const sendBeacon = vi.fn((_url: string, _data: string) => true);
    const stats = offerStats({ sendBeacon });
    await stats.send({ event: "a" });
    await stats.send({ event: "a" });
    const nonces = sendBeacon.mock.calls.map(([, body]) => (JSON.parse(body) as SignedOfferStat).nonce);
    expect(new Set(nonces).size).toBe(2);
  });

  it("falls back to a GET whose query parameters verify with the same signature", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }));
    const ok = await offerStats({ fetch }, () => undefined).send({ event: "offer_view", data: { offer_id: 55 } });

    expect(ok).toBe(true);
    const [input, init] = fetch.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: "GET", keepalive: true });
    const url = new URL(String(input));
    expect(url.origin + url.pathname).toBe("https://stats.example.test/offer-stats");
    // What a server sees: every value a string.
    const received = Object.fromEntries(url.searchParams);
    expect(received).toMatchObject({ uid: "", event: "offer_view", data: '{"offer_id":55}', desc: "" });
    const { sign, ...unsigned } = received;
    expect(sign).toBe(expectedSign(unsigned));
  });

  it("reports failure when the GET fails or is refused", async () => {
    const refused = vi.fn(async () => new Response(null, { status: 401 }));
    const broken = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(offerStats({ fetch: refused }).send({ event: "x" })).resolves.toBe(false);
    await expect(offerStats({ fetch: broken }).send({ event: "x" })).resolves.toBe(false);
  });

  it("sends nothing when it cannot sign", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const sendBeacon = vi.fn(() => true);
    const stats = createOfferStats({
      endpoint: "https://stats.example.test/offer-stats",
      key: "k",
      secret: SECRET,
      product: "xworld",
      now: () => NOW,
      getUid: () => "1",
      env: { sendBeacon, subtle: undefined },
    });
    await expect(stats.send({ event: "x" })).resolves.toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });
});
