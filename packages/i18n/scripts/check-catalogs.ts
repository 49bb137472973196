// `pnpm --filter @repo/i18n check`: runs after `lingui extract` and fails when a message of any catalog
// lacks a translation in any locale, or a translation lost/invented a placeholder or tag, or a
// compiled messages.ts is older than its .po file.
// `--todo` writes the untranslated messages to translations.todo.json (git-ignored) in the format
// scripts/apply-translations.ts reads, one item per message with an empty slot per missing locale.
import { writeFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { type CatalogProblem, findCatalogProblems, findStaleCompiled } from "../src/catalog-check";
import { type Locale, LOCALES, SOURCE_LOCALE } from "../src/locales";
import { type Scope } from "../src/scopes";
import { catalogFiles, displayPath, readCatalog, todoPath, toEntries, type TodoItem } from "./catalog-files";

type Found = CatalogProblem & { scope: Scope; locale: Locale; origin: string[]; comments: string[] };

const asTodo = process.argv.includes("--todo");
const found: Found[] = [];
const stale: string[] = [];
let messageCount = 0;
const files = catalogFiles();

for (const file of files) {
  const catalog = await readCatalog(file);
  const sourceFile = files.find((f) => f.scope === file.scope && f.locale === SOURCE_LOCALE);
  // Messages with an explicit id carry their English text only in the source catalog.
  const source = file === sourceFile || !sourceFile ? catalog : await readCatalog(sourceFile);
  if (file.locale === SOURCE_LOCALE) messageCount += Object.values(catalog).filter((m) => !m.obsolete).length;
  const entries = toEntries(catalog, source);
  const compiled = (await import(pathToFileURL(file.path.replace(/\.po$/, ".ts")).href)) as { messages: Record<string, unknown> };
  const outdated = findStaleCompiled(entries, compiled.messages);
  if (outdated.length > 0) stale.push(`${file.scope}/${file.locale} (${outdated.length})`);
  for (const problem of findCatalogProblems(entries)) {
    const entry = catalog[problem.id];
    found.push({
      ...problem,
      scope: file.scope,
      locale: file.locale,
      origin: (entry?.origin ?? []).map(([path]) => path),
      comments: entry?.comments ?? [],
    });
  }
}

if (asTodo) {
  const items = new Map<string, TodoItem>();
  for (const problem of found.filter((p) => p.kind === "missing")) {
    const key = `${problem.scope}\u0000${problem.id}`;
    const item: TodoItem = items.get(key) ?? {
      scope: problem.scope,
      id: problem.id,
      message: problem.message,
      ...(problem.context ? { context: problem.context } : {}),
      ...(problem.comments.length > 0 ? { comments: problem.comments } : {}),
      origin: problem.origin,
      translations: {},
    };
    item.translations[problem.locale] = "";
    items.set(key, item);
  }
  await writeFile(todoPath, `${JSON.stringify([...items.values()], null, 2)}\n`);
  console.log(`${items.size} messages to translate written to ${displayPath(todoPath)}.`);
} else if (found.length === 0 && stale.length === 0) {
  console.log(`All ${files.length} catalogs complete: ${messageCount} messages in ${LOCALES.length} locales.`);
} else if (found.length === 0) {
  console.error(`Compiled catalogs are older than their .po files: ${stale.join(", ")}. Run \`compile\`.`);
  process.exitCode = 1;
} else {
  // One line per message: in which locales it is missing, or which placeholders each locale broke.
  const byMessage = new Map<string, Found[]>();
  for (const problem of found) {
    const key = `${problem.scope}\u0000${problem.id}`;
    byMessage.set(key, [...(byMessage.get(key) ?? []), problem]);
  }
  for (const problems of byMessage.values()) {
    const [first] = problems;
    if (!first) continue;
    const where = first.origin[0] ? `  (${first.origin[0]})` : "";
    const context = first.context ? ` ctx ${JSON.stringify(first.context)}` : "";
    console.log(`[${first.scope}] ${JSON.stringify(first.message)}${context}${where}`);
    const missing = problems.filter((p) => p.kind === "missing").map((p) => p.locale);
    if (missing.length > 0) console.log(`    missing in ${missing.join(", ")}`);
    for (const p of problems.filter((p) => p.kind === "placeholders")) console.log(`    ${p.locale}: ${p.detail ?? ""}`);
  }
  const missingCount = found.filter((p) => p.kind === "missing").length;
  console.error(
    `\n${missingCount} missing translations, ${found.length - missingCount} with broken placeholders, in ${byMessage.size} messages.`,
  );
  if (stale.length > 0) console.error(`Compiled catalogs older than their .po files: ${stale.join(", ")}.`);
  console.error("Fill them: `translations:todo`, translate translations.todo.json, `translations:apply`, `compile`, `check`.");
  process.exitCode = 1;
}
