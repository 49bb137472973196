// `pnpm bench --html`: what each page's server HTML shows in its <main> as the seeded player (login
// pages as a visitor). A page whose HTML holds only a heading or skeletons paints its content after its
// script and its calls; one the server renders complete paints it from the HTML. No browser: one GET
// with the login cookies a web login writes, redirects not followed.
import { loginCookies } from "@repo/playwright-config/login-cookies";
import type { BenchPage } from "./pages";
import type { Login } from "./servers";

export interface HtmlSummary {
  /** Characters of visible text in <main> (scripts left out, spaces collapsed). */
  text: number;
  /** Elements in <main> marked aria-busy="true" (skeletons, loading lists). */
  busy: number;
  /** The start of that text. */
  preview: string;
}

/** Below this much text, a page's HTML is taken as empty: a heading and a Back link at most. */
export const THIN_TEXT = 40;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&nbsp;": " " };

export function summarizeHtml(html: string): HtmlSummary {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  const text = main
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#x27|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
  return { text: text.length, busy: (main.match(/aria-busy="true"/g) ?? []).length, preview: text.slice(0, 60) };
}

export interface HtmlRow {
  page: BenchPage;
  /** The answer's status; a summary only for a 200. */
  status: number;
  summary: HtmlSummary | null;
}

export async function auditHtml(page: BenchPage, login: Login): Promise<HtmlRow> {
  const cookie = page.as === "player" ? loginCookies(page.url, login).map(({ name, value }) => `${name}=${encodeURIComponent(value)}`).join("; ") : "";
  const response = await fetch(page.url, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { page, status: response.status, summary: response.status === 200 ? summarizeHtml(await response.text()) : null };
}

/** The pages whose HTML is thin or busy first (the ones to look at), then a count of the rest. */
export function formatHtmlAudit(rows: HtmlRow[]): string {
  const thin = (row: HtmlRow) => row.summary !== null && (row.summary.text < THIN_TEXT || row.summary.busy > 0);
  const flagged = rows.filter(thin).sort((a, b) => (a.summary?.text ?? 0) - (b.summary?.text ?? 0));
  const redirected = rows.filter((row) => row.summary === null);
  const lines = [
    `Server HTML of ${rows.length} pages: ${flagged.length} with under ${THIN_TEXT} characters of text in <main> or a busy part, ${redirected.length} not a page (a redirect), ${rows.length - flagged.length - redirected.length} complete.`,
    "",
    `${"page".padEnd(52)} ${"as".padEnd(8)} ${"text".padStart(5)} ${"busy".padStart(4)}  starts with`,
    ...flagged.map(({ page, summary }) => `${page.name.padEnd(52)} ${page.as.padEnd(8)} ${String(summary?.text).padStart(5)} ${String(summary?.busy).padStart(4)}  ${summary?.preview ?? ""}`),
  ];
  return lines.join("\n");
}
