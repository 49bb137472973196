// Offer statistics (spec section 7), the server's half: checks a browser's draft, signs it and gives
// the signed JSON (key, desc, product, ts, nonce, uid, event, data, module, placement, sign) to send.
//
// Spec: not shown — the signature. sign = hex(SHA-256(canonical + secret)), where canonical is
// every field but `sign`, sorted by name, written `name=value` and joined with "&"; a string value is
// written as is, any other value as its JSON. In a GET, `data` travels as its JSON text, so both forms
// give the same canonical string.
import type { JsonValue, OfferStatDraft } from "./offer-stats";
import { toHex } from "./random-id";

/** The payload on the wire to the statistics service. */
export interface SignedOfferStat extends OfferStatDraft {
  key: string;
  product: string;
  sign: string;
}

export interface OfferStatSigner {
  /** The app key the statistics service issued. */
  key: string;
  product: string;
  secret: string;
  subtle: SubtleCrypto | undefined;
}

const TEXT_LIMIT = 256;
const DATA_LIMIT = 4096;

/**
 * A draft as the browser sent it, or null when it is not one: every field present with its type,
 * texts of at most 256 characters, `data` a plain object of at most 4 KB of JSON.
 */
export function parseOfferStatDraft(body: unknown): OfferStatDraft | null {
  if (!isRecord(body)) return null;
  const { ts, nonce, uid, event, desc, data, module, placement } = body;
  if (typeof ts !== "number" || !Number.isSafeInteger(ts) || ts <= 0) return null;
  if (typeof nonce !== "string" || !/^[0-9a-f]{16}$/.test(nonce)) return null;
  if (typeof uid !== "string" || !/^\d{0,20}$/.test(uid)) return null;
  if (typeof event !== "string" || event === "") return null;
  const texts = [event, desc, module, placement];
  if (!texts.every((text): text is string => typeof text === "string" && text.length <= TEXT_LIMIT)) return null;
  if (!isRecord(data) || JSON.stringify(data).length > DATA_LIMIT) return null;
  return { ts, nonce, uid, event, desc: desc as string, data: data as { [key: string]: JsonValue }, module: module as string, placement: placement as string };
}

export async function signOfferStat(draft: OfferStatDraft, signer: OfferStatSigner): Promise<SignedOfferStat> {
  const unsigned = { ...draft, key: signer.key, product: signer.product };
  return { ...unsigned, sign: await signFields(unsigned, signer.secret, signer.subtle) };
}

/** The GET form: every field as a query parameter, `data` as JSON text. */
export function offerStatUrl(endpoint: string, payload: SignedOfferStat): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(payload)) params.set(name, fieldText(value));
  return `${endpoint}${endpoint.includes("?") ? "&" : "?"}${params.toString()}`;
}

/** Sorted `name=value` pairs joined with "&", without `sign`. */
export function canonicalString(fields: Readonly<Record<string, unknown>>): string {
  return Object.keys(fields)
    .filter((name) => name !== "sign" && fields[name] !== undefined)
    .sort()
    .map((name) => `${name}=${fieldText(fields[name])}`)
    .join("&");
}

/** hex(SHA-256(canonical + secret)) with Web Crypto. */
export async function signFields(
  fields: Readonly<Record<string, unknown>>,
  secret: string,
  subtle: SubtleCrypto | undefined,
): Promise<string> {
  if (!subtle) throw new Error("Web Crypto is not available");
  const digest = await subtle.digest("SHA-256", new TextEncoder().encode(canonicalString(fields) + secret));
  return toHex(new Uint8Array(digest));
}

function fieldText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
