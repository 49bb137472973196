// Rules of the `check` script (scripts/check-catalogs.ts): which catalog entries count as untranslated
// or as broken translations. Pure, so the rules are tested without files.
import { type CompiledMessage, compileMessage } from "@lingui/message-utils/compileMessage";

export type CatalogEntry = {
  id: string;
  /** Source text (msgid). */
  message: string;
  context: string | null;
  /** msgstr; empty when untranslated. */
  translation: string;
  obsolete: boolean;
};

export type CatalogProblem = {
  kind: "missing" | "placeholders";
  id: string;
  message: string;
  context: string | null;
  /** For "placeholders": what the translation has wrong. */
  detail?: string;
};

/** Argument names ({name}, {0}, {count, plural, …}) and Trans tags (<0>, </0>, <1/>) of a message. */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: CompiledMessage | string) => {
    if (typeof tokens === "string") {
      collectTags(tokens, found);
      return;
    }
    for (const token of tokens) {
      if (typeof token === "string") {
        collectTags(token, found);
        continue;
      }
      const [name, , branches] = token;
      found.add(`{${name}}`);
      if (branches && typeof branches === "object") {
        // Plural options also carry `offset` (a number or undefined) beside the branches.
        for (const branch of Object.values(branches)) {
          if (typeof branch === "string" || Array.isArray(branch)) visit(branch);
        }
      }
    }
  };
  visit(compileMessage(message));
  return [...found].sort();
}

function collectTags(text: string, into: Set<string>) {
  for (const match of text.matchAll(/<\/?\d+\s*\/?>/g)) into.add(match[0].replace(/\s+/g, ""));
}

/** Problems of one catalog (one scope, one locale). Obsolete entries are ignored. */
export function findCatalogProblems(entries: readonly CatalogEntry[]): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  for (const entry of entries) {
    if (entry.obsolete) continue;
    const base = { id: entry.id, message: entry.message, context: entry.context };
    if (entry.translation.trim() === "") {
      problems.push({ kind: "missing", ...base });
      continue;
    }
    const expected = placeholdersOf(entry.message);
    const actual = placeholdersOf(entry.translation);
    const lost = expected.filter((p) => !actual.includes(p));
    const added = actual.filter((p) => !expected.includes(p));
    if (lost.length > 0 || added.length > 0) {
      const parts = [lost.length > 0 ? `lost ${lost.join(" ")}` : "", added.length > 0 ? `unknown ${added.join(" ")}` : ""];
      problems.push({ kind: "placeholders", ...base, detail: parts.filter(Boolean).join(", ") });
    }
  }
  return problems;
}

/**
 * Ids whose compiled message (the committed messages.ts the apps import) no longer matches the .po
 * file: translated or added since the last `lingui compile`, or removed from the catalog.
 */
export function findStaleCompiled(entries: readonly CatalogEntry[], compiled: Readonly<Record<string, unknown>>): string[] {
  const stale: string[] = [];
  const live = entries.filter((entry) => !entry.obsolete);
  for (const entry of live) {
    if (entry.translation.trim() === "") continue; // reported as missing already
    if (JSON.stringify(compiled[entry.id]) !== JSON.stringify(compileMessage(entry.translation))) stale.push(entry.id);
  }
  const known = new Set(live.map((entry) => entry.id));
  for (const id of Object.keys(compiled)) if (!known.has(id)) stale.push(id);
  return stale;
}
