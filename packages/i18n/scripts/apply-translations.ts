// `pnpm --filter @repo/i18n translations:apply [file.json]`: writes translations into the .po catalogs.
// The file (default translations.todo.json) is the output of `translations:todo` with the slots filled:
// [{ "scope": "xworld", "id": "6jfS51", "message": "Welcome", "translations": { "vi-VN": "Chào mừng", ... } }]
// Without `id`, the id is generated from message and context, as the macros do.
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { placeholdersOf } from "../src/catalog-check";
import { isLocale } from "../src/locales";
import { isScope } from "../src/scopes";
import { catalogFiles, displayPath, readCatalog, todoPath, writeCatalog } from "./catalog-files";

type Item = { scope: string; id?: string; message: string; context?: string; translations: Record<string, string> };

function isItem(value: unknown): value is Item {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.scope === "string" &&
    typeof item.message === "string" &&
    (item.id === undefined || typeof item.id === "string") &&
    (item.context === undefined || typeof item.context === "string") &&
    typeof item.translations === "object" &&
    item.translations !== null
  );
}

const argument = process.argv[2];
const input = argument ? resolve(process.env.INIT_CWD ?? process.cwd(), argument) : todoPath;
const parsed: unknown = JSON.parse(await readFile(input, "utf8"));
if (!Array.isArray(parsed) || !parsed.every(isItem)) throw new Error(`${input}: expected a list of { scope, message, translations }`);

let written = 0;
const skipped: string[] = [];
for (const file of catalogFiles()) {
  const items = parsed.filter((item) => item.scope === file.scope && typeof item.translations[file.locale] === "string");
  if (items.length === 0) continue;
  const catalog = await readCatalog(file);
  let changed = false;
  for (const item of items) {
    const translation = (item.translations[file.locale] ?? "").trim();
    if (translation === "") continue;
    const entry = catalog[item.id ?? generateMessageId(item.message, item.context)];
    const expected = placeholdersOf(item.message).join(" ");
    if (!entry) {
      skipped.push(`${file.scope}/${file.locale}: not in the catalog (run extract?) ${JSON.stringify(item.message)}`);
    } else if (placeholdersOf(translation).join(" ") !== expected) {
      skipped.push(`${file.scope}/${file.locale}: placeholders differ from [${expected}] ${JSON.stringify(translation)}`);
    } else if (entry.translation !== translation) {
      entry.translation = translation;
      changed = true;
      written++;
    }
  }
  if (changed) await writeCatalog(file, catalog);
}

for (const line of skipped) console.error(`skipped ${line}`);
console.log(`${written} translations written${skipped.length > 0 ? `, ${skipped.length} skipped` : ""} (${displayPath(catalogFiles()[0]?.path ?? ".")} …).`);
for (const item of parsed) {
  if (!isScope(item.scope)) console.error(`unknown scope ${item.scope}`);
  for (const locale of Object.keys(item.translations)) if (!isLocale(locale)) console.error(`unknown locale ${locale}`);
}
if (skipped.length > 0) process.exitCode = 1;
