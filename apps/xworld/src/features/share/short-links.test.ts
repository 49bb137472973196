// @vitest-environment node
import { describe, expect, it } from "vitest";
import { resolveShortLink, type ShortLinkTarget } from "./short-links";

const options = {
  allowedHosts: [".xworld.example", "store.xworld.local"],
  externalLinks: { download: "https://store.xworld.local/download?app=XWorld", partner: "https://partner.evil.example/offer" },
};
const internal = (path: string): ShortLinkTarget => ({ kind: "internal", path });
const HOME = internal("/");

describe("resolveShortLink", () => {
  const table: [string, string, ShortLinkTarget][] = [
    ["10001", "", internal("/share/land?uid=10001")],
    ["10001", "m=facebook&c=spring&fbc=fb.1&fbp=fb.2&utm_source=fb&utm_medium=cpc&utm_campaign=s1", internal("/share/land?uid=10001&m=facebook&c=spring&fbc=fb.1&fbp=fb.2&utm_source=fb&utm_medium=cpc&utm_campaign=s1")],
    // Only the referral and UTM parameters travel; the inviter comes from the slug, not the query.
    ["10001", "uid=666&backUrl=https%3A%2F%2Fevil.example&m=", internal("/share/land?uid=10001")],
    ["invite", "", internal("/share")],
    ["INVITE", "utm_source=mail", internal("/share?utm_source=mail")],
    ["friends", "", internal("/shareTab?tab=friends")],
    ["gift", "", internal("/giftcode")],
    ["welcome", "", internal("/splash")],
    ["home", "c=tv", internal("/?c=tv")],
    ["gift-welcome2024", "", internal("/giftcode/share?code=WELCOME2024")],
    ["download", "", { kind: "external", url: "https://store.xworld.local/download?app=XWorld" }],
  ];
  it.each(table)("/r/%s?%s", (slug, query, target) => expect(resolveShortLink(slug, new URLSearchParams(query), options)).toEqual(target));

  const hostile: string[] = [
    "0",
    "-1",
    "9999999999999",
    "10001abc",
    "unknown",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "https:evil.example",
    "javascript:alert(1)",
    "%2F%2Fevil.example",
    "..%2F..%2Fadmin",
    "gift-ab",
    "gift-<script>",
    "__proto__",
    "constructor",
    "toString",
    // A named link to a host outside the allow-list is refused too.
    "partner",
  ];
  it.each(hostile)("/r/%s goes home", (slug) => expect(resolveShortLink(slug, new URLSearchParams("m=x"), options)).toEqual(HOME));

  it("refuses an external link when its host is not on the allow-list", () => {
    expect(resolveShortLink("download", new URLSearchParams(), { allowedHosts: [], externalLinks: options.externalLinks })).toEqual(HOME);
  });
});
