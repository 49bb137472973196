// A stand-in for the OAuth providers (Google, Facebook, Apple, VK), which these machines cannot reach
// and tests must never load. The app sends the browser to
//
//   GET /__dev/oauth/authorize?provider=google&redirect_uri=<app callback>&state=<app state>
//
// which shows "Sign in to Google as a dev player" with an account name field. Continuing redirects to
// redirect_uri with `code=<account name>&state=<state>` (the dev API's third-party, Google and VK logins
// treat the token or code as the external account id, so the same name is the same player); cancelling
// redirects with `error=access_denied&state=<state>`, as a provider does when the player refuses.
//
// PKCE (RFC 7636): with `code_challenge` (method S256, the only one taken) the code becomes
// `<account>~<challenge>`, and the logins redeem it only with the verifier whose SHA-256 is that
// challenge (`redeemCode`). Stateless on purpose: the dev API keeps no codes between requests.
// Mount with `app.route("/__dev/oauth", devOAuthRoutes())`.
import { Hono } from "hono";
import { createHash } from "node:crypto";
import { DEV_CODES, fail } from "../envelope";
import { devPage as page, escapeHtml } from "./dev-page";

// The social networks of follow tasks (need_authorize) authorize through the same stand-in page.
export const DEV_OAUTH_PROVIDERS = ["google", "facebook", "apple", "vk", "x", "youtube", "telegram"] as const;
export type DevOAuthProvider = (typeof DEV_OAUTH_PROVIDERS)[number];

const PROVIDER_NAMES: Record<DevOAuthProvider, string> = { google: "Google", facebook: "Facebook", apple: "Apple", vk: "VK", x: "X", youtube: "YouTube", telegram: "Telegram" };

export const DEFAULT_DEV_ACCOUNT = "dev_player";
const ACCOUNT = /^[\w.-]{1,32}$/;
// Only the local apps may receive a code: the page must not become an open redirect.
const LOCAL_HOST = /^(127\.0\.0\.1|localhost)$/;


function isProvider(value: string | undefined): value is DevOAuthProvider {
  return (DEV_OAUTH_PROVIDERS as readonly string[]).includes(value ?? "");
}

function localRedirect(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !LOCAL_HOST.test(url.hostname)) return null;
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

interface AuthorizeRequest {
  provider: DevOAuthProvider;
  redirect: URL;
  state: string;
  /** PKCE S256 challenge, when the app sent one. */
  challenge: string | null;
}

const CHALLENGE = /^[\w-]{43}$/;
const CODE_WITH_CHALLENGE = /^(.+)~([\w-]{43})$/;

/** The external account a code stands for; a code issued against a challenge needs its verifier. */
export function redeemCode(code: string, verifier: string | undefined, field: string): string {
  const bound = CODE_WITH_CHALLENGE.exec(code);
  if (!bound) return code;
  const [, account = "", challenge] = bound;
  const proof = verifier ? createHash("sha256").update(verifier).digest("base64url") : null;
  if (proof !== challenge) fail(DEV_CODES.INVALID_PARAMS, "The code verifier does not match this code", { [verifier ? "code_verifier" : field]: ["PKCE check failed"] });
  return account;
}

type Checked = { ok: true; request: AuthorizeRequest } | { ok: false; problem: string };

function check(query: (name: string) => string | undefined): Checked {
  const provider = query("provider");
  if (!isProvider(provider)) return { ok: false, problem: `Unknown provider: use one of ${DEV_OAUTH_PROVIDERS.join(", ")}.` };
  const redirect = localRedirect(query("redirect_uri"));
  if (!redirect) return { ok: false, problem: "redirect_uri must be an http(s) address on 127.0.0.1 or localhost." };
  const state = query("state") ?? "";
  if (!state) return { ok: false, problem: "state is missing." };
  const challenge = query("code_challenge") ?? null;
  if (challenge !== null && (query("code_challenge_method") !== "S256" || !CHALLENGE.test(challenge))) {
    return { ok: false, problem: "code_challenge must be a base64url SHA-256 with code_challenge_method=S256." };
  }
  return { ok: true, request: { provider, redirect, state, challenge } };
}

function authorizePage({ provider, redirect, state, challenge }: AuthorizeRequest): string {
  const name = PROVIDER_NAMES[provider];
  const hidden = (field: string, value: string) => `<input type="hidden" name="${field}" value="${escapeHtml(value)}">`;
  return page(
    `Sign in to ${name}`,
    `<h1>Sign in to ${escapeHtml(name)} as a dev player</h1>
<p>This page stands for ${escapeHtml(name)} on this machine. The account name becomes the player's ${escapeHtml(name)} account: the same name signs in the same player.</p>
<p>Returning to <code>${escapeHtml(redirect.origin)}</code></p>
<form method="get" action="approve">
${hidden("provider", provider)}${hidden("redirect_uri", redirect.href)}${hidden("state", state)}${challenge ? `${hidden("code_challenge", challenge)}${hidden("code_challenge_method", "S256")}` : ""}
<label for="account">Account name</label>
<input id="account" name="account" type="text" value="${DEFAULT_DEV_ACCOUNT}" required pattern="[A-Za-z0-9_.\\-]{1,32}" autocomplete="off">
<div class="actions">
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
<button type="submit" name="decision" value="allow" class="primary">Continue</button>
</div>
</form>`,
  );
}

/** Where the provider sends the player back: the app's redirect_uri with the outcome added. */
export function callbackUrl(redirect: URL, outcome: { code: string } | { error: string }, state: string, provider: DevOAuthProvider): string {
  const url = new URL(redirect.href);
  if ("code" in outcome) url.searchParams.set("code", outcome.code);
  else url.searchParams.set("error", outcome.error);
  url.searchParams.set("state", state);
  if (!url.searchParams.has("provider")) url.searchParams.set("provider", provider);
  return url.href;
}

export function devOAuthRoutes(): Hono {
  const routes = new Hono();
  const refuse = (problem: string) => page("Sign-in request refused", `<h1>Sign-in request refused</h1><p>${escapeHtml(problem)}</p>`);

  routes.get("/authorize", (c) => {
    const checked = check((name) => c.req.query(name));
    if (!checked.ok) return c.html(refuse(checked.problem), 400);
    return c.html(authorizePage(checked.request));
  });

  routes.get("/approve", (c) => {
    const checked = check((name) => c.req.query(name));
    if (!checked.ok) return c.html(refuse(checked.problem), 400);
    const { provider, redirect, state, challenge } = checked.request;
    if (c.req.query("decision") !== "allow") {
      return c.redirect(callbackUrl(redirect, { error: "access_denied" }, state, provider), 302);
    }
    const account = (c.req.query("account") ?? "").trim();
    if (!ACCOUNT.test(account)) return c.html(refuse("The account name must be 1 to 32 letters, digits, _, . or -."), 400);
    return c.redirect(callbackUrl(redirect, { code: challenge ? `${account}~${challenge}` : account }, state, provider), 302);
  });

  return routes;
}
