// Loads the tag-manager script (spec section 7: "A tag-manager script is loaded").
// Off unless both an id and a host are configured, off under test and automation, and never
// render-blocking: the script is injected async from client code (call it after mount).

export interface TagManagerConfig {
  /** Container id, e.g. "GTM-XXXXXXX". */
  id?: string;
  /** Script host, e.g. "www.googletagmanager.com" (https is assumed) or a full origin. */
  host?: string;
  /** CSP nonce for the injected script. */
  nonce?: string;
}

export interface TagManagerEnv {
  document: Document;
  window: { dataLayer?: unknown[] };
  now: () => number;
  /** Tests and automated browsers (navigator.webdriver) load nothing. */
  automated: boolean;
}

export type TagManagerResult = "loaded" | "already-loaded" | "not-configured" | "automated" | "no-document";

const MARKER = "data-tag-manager";

export function loadTagManager(config: TagManagerConfig, env: TagManagerEnv | undefined = browserEnv()): TagManagerResult {
  const id = config.id?.trim();
  const host = config.host?.trim();
  if (!id || !host) return "not-configured";
  if (!env) return "no-document";
  if (env.automated) return "automated";
  const { document } = env;
  if (document.querySelector(`script[${MARKER}]`)) return "already-loaded";

  const dataLayer = (env.window.dataLayer ??= []);
  dataLayer.push({ "gtm.start": env.now(), event: "gtm.js" });

  const script = document.createElement("script");
  script.async = true;
  script.src = tagManagerScriptUrl(host, id);
  script.setAttribute(MARKER, id);
  if (config.nonce) script.nonce = config.nonce;
  document.head.append(script);
  return "loaded";
}

export function tagManagerScriptUrl(host: string, id: string): string {
  const origin = host.includes("://") ? host.replace(/\/+$/, "") : `https://${host.replace(/\/+$/, "")}`;
  return `${origin}/gtm.js?id=${encodeURIComponent(id)}`;
}

function browserEnv(): TagManagerEnv | undefined {
  if (typeof window === "undefined" || typeof document === "undefined") return undefined;
  const underTest = globalThis.process?.env?.NODE_ENV === "test";
  return {
    document,
    window: window as Window & { dataLayer?: unknown[] },
    now: () => Date.now(),
    automated: underTest || navigator.webdriver === true,
  };
}
