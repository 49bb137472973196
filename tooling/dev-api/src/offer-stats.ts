// The offer-statistics signature, as @repo/analytics/offer-stats makes it:
// sign = hex(SHA-256(canonical + secret)); canonical = every field but `sign`, sorted by name,
// `name=value` joined with "&", strings as is and anything else as JSON. A second implementation
// on purpose: the dev API checks the documented scheme, not the sender's code.
import { createHash } from "node:crypto";

export function offerStatCanonical(fields: Readonly<Record<string, unknown>>): string {
  return Object.keys(fields)
    .filter((name) => name !== "sign" && fields[name] !== undefined)
    .sort()
    .map((name) => {
      const value = fields[name];
      return `${name}=${typeof value === "string" ? value : JSON.stringify(value)}`;
    })
    .join("&");
}

export function signOfferStat(fields: Readonly<Record<string, unknown>>, secret: string): string {
  return createHash("sha256").update(offerStatCanonical(fields) + secret).digest("hex");
}
