import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { OfferStatDraft } from "./offer-stats";
import { canonicalString, offerStatUrl, parseOfferStatDraft, signFields, signOfferStat } from "./offer-stats-sign";

const SECRET = "s3cret";

/** An independent SHA-256 (node:crypto) over the canonical string. */
function expectedSign(fields: Record<string, unknown>): string {
  return createHash("sha256").update(canonicalString(fields) + SECRET, "utf8").digest("hex");
}

const DRAFT: OfferStatDraft = {
  ts: 1_793_000_000,
  nonce: "0123456789abcdef",
  uid: "1001",
  event: "offer_click",
  desc: "Play Tiger",
  data: { offer_id: 55, reward: "1.5" },
  module: "task_list",
  placement: "top",
};

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

  it("signs a draft with the server's key and product", async () => {
    const signed = await signOfferStat(DRAFT, { key: "xw-app", product: "xworld", secret: SECRET, subtle: crypto.subtle });
    const { sign, ...unsigned } = signed;
    expect(unsigned).toEqual({ ...DRAFT, key: "xw-app", product: "xworld" });
    expect(sign).toBe(expectedSign(unsigned));
  });

  it("gives a GET form whose query parameters verify with the same signature", async () => {
    const signed = await signOfferStat(DRAFT, { key: "k", product: "xworld", secret: SECRET, subtle: crypto.subtle });
    const url = new URL(offerStatUrl("https://stats.example.test/offer-stats", signed));
    const { sign, ...received } = Object.fromEntries(url.searchParams);
    expect(received.data).toBe('{"offer_id":55,"reward":"1.5"}');
    expect(sign).toBe(expectedSign(received));
  });
});

describe("parseOfferStatDraft", () => {
  it("accepts a draft as the browser sends it", () => {
    expect(parseOfferStatDraft(JSON.parse(JSON.stringify(DRAFT)))).toEqual(DRAFT);
    expect(parseOfferStatDraft({ ...DRAFT, uid: "" })).toEqual({ ...DRAFT, uid: "" });
  });

  it.each([
    ["not an object", "offer_click"],
    ["a list", [DRAFT]],
    ["no event", { ...DRAFT, event: "" }],
    ["a numeric desc", { ...DRAFT, desc: 5 }],
    ["a missing module", { ...DRAFT, module: undefined }],
    ["a text over 256 characters", { ...DRAFT, placement: "x".repeat(257) }],
    ["a fractional time", { ...DRAFT, ts: 1.5 }],
    ["a nonce that is not 16 hex", { ...DRAFT, nonce: "zz" }],
    ["a uid that is not digits", { ...DRAFT, uid: "1 OR 1=1" }],
    ["data as a list", { ...DRAFT, data: [1] }],
    ["data over 4 KB", { ...DRAFT, data: { blob: "x".repeat(5000) } }],
  ])("refuses %s", (_name, body) => {
    expect(parseOfferStatDraft(body)).toBeNull();
  });
});
