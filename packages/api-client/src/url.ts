// Links that come from an answer: the only schemes the client ever opens are http and https. A
// `javascript:`, `data:` or `intent:` link in an answer is a validation error (a typed `invalid_response`),
// never a script, and the platform adapters refuse to open one that reaches them some other way.
import { z } from "zod/mini";

/** An absolute http(s) URL without credentials in it. */
export function isHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && url.username === "" && url.password === "";
}

/** A path of this app: one leading slash, no backslash, nothing a browser reads as another host. */
export function isAppPath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") && !/\s/.test(value);
}

/** A URL an answer asks the client to open (a game, a payment page, a bot, a login page). */
export const httpUrl = z.string().check(z.refine(isHttpUrl, { message: "Expected an http(s) URL" }));

/** Where a banner or popup leads: a path of the app or an http(s) URL. */
export const appLink = z.string().check(z.refine((value) => isAppPath(value) || isHttpUrl(value), { message: "Expected an app path or an http(s) URL" }));
