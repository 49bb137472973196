// Newer Telegram clients (9.6 on) may put `tgWebAppData` into the URL hash unencoded:
//   #tgWebAppData=query_id=AA..&user=%7B..%7D&auth_date=1&signature=..&hash=..&tgWebAppVersion=9.6&…
// The SDK (v3) reads the hash as a query string, so it sees only `query_id=AA..` as the init data.
// normalizeLaunchHash rewrites that form into the encoded one before the SDK parses it.

const DATA_KEY = "tgWebAppData=";
/** A launch parameter after the init data ends it: `&tgWebAppVersion=…`, `&tgWebAppPlatform=…`. */
const NEXT_LAUNCH_PARAM = /&tgWebApp[A-Za-z]*=/;

/**
 * Returns `hash` with an unencoded `tgWebAppData` value percent-encoded; any other hash unchanged.
 * Accepts the hash with or without its leading "#" and keeps that form.
 */
export function normalizeLaunchHash(hash: string): string {
  const prefix = hash.startsWith("#") ? "#" : "";
  const body = hash.slice(prefix.length);
  let start = -1;
  for (let at = body.indexOf(DATA_KEY); at !== -1; at = body.indexOf(DATA_KEY, at + 1)) {
    const before = at === 0 ? "" : body[at - 1];
    if (before === "" || before === "&" || before === "?") {
      start = at + DATA_KEY.length;
      break;
    }
  }
  if (start === -1) return hash;

  const rest = body.slice(start);
  const next = NEXT_LAUNCH_PARAM.exec(rest);
  const end = next ? start + next.index : body.length;
  const value = body.slice(start, end);
  // The encoded form has no raw "=" or "&" inside the value; the unencoded one always has "=".
  if (!value.includes("=")) return hash;
  return `${prefix}${body.slice(0, start)}${encodeURIComponent(value)}${body.slice(end)}`;
}

/**
 * Rewrites the current URL's hash in place (history.replaceState) when it carries unencoded init
 * data, so the SDK's own parsing succeeds. Returns true when it changed the URL.
 */
export function normalizeLocationHash(win: Window): boolean {
  const { hash } = win.location;
  const normalized = normalizeLaunchHash(hash);
  if (normalized === hash) return false;
  const url = `${win.location.pathname}${win.location.search}${normalized}`;
  win.history.replaceState(win.history.state, "", url);
  return true;
}
