// Links that come from an answer: the only schemes the client ever opens are http and https. A
// `javascript:`, `data:` or `intent:` link in an answer is a validation error (a typed `invalid_response`),
// never a script, and the platform adapters refuse to open one that reaches them some other way.
// The checks themselves live in ./url-checks.ts (no zod) for code on every page.
import { z } from "zod/mini";
import { isAppPath, isHttpUrl } from "./url-checks";

export { isAppPath, isHttpUrl };

/** A URL an answer asks the client to open (a game, a payment page, a bot, a login page). */
export const httpUrl = z.string().check(z.refine(isHttpUrl, { message: "Expected an http(s) URL" }));

/** Where a banner or popup leads: a path of the app or an http(s) URL. */
export const appLink = z.string().check(z.refine((value) => isAppPath(value) || isHttpUrl(value), { message: "Expected an app path or an http(s) URL" }));
