// Where the .po catalogs of lingui.config.ts live, and reading/writing them with its PO formatter.
import { type CatalogFormatter, type CatalogType } from "@lingui/conf";
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import config from "../lingui.config";
import { type CatalogEntry } from "../src/catalog-check";
import { isLocale, type Locale, SOURCE_LOCALE } from "../src/locales";
import { isScope, type Scope } from "../src/scopes";

export const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Work file of `translations:todo` and `translations:apply` (git-ignored). */
export const todoPath = join(packageDir, "translations.todo.json");

export type CatalogFile = { scope: Scope; locale: Locale; path: string };

export function catalogFiles(): CatalogFile[] {
  const files: CatalogFile[] = [];
  for (const catalog of config.catalogs ?? []) {
    const scope = /\/catalogs\/([^/]+)\//.exec(catalog.path)?.[1];
    if (!isScope(scope)) throw new Error(`Cannot tell the scope of catalog path ${catalog.path}`);
    for (const locale of config.locales) {
      if (!isLocale(locale)) throw new Error(`Unknown locale ${locale} in lingui.config.ts`);
      const base = catalog.path.replace("<rootDir>", packageDir).replace("{locale}", locale);
      files.push({ scope, locale, path: `${base}.po` });
    }
  }
  return files;
}

function poFormatter(): CatalogFormatter {
  if (typeof config.format !== "object") throw new Error("lingui.config.ts must use the PO formatter object");
  return config.format;
}

export async function readCatalog(file: CatalogFile): Promise<CatalogType> {
  const content = await readFile(file.path, "utf8");
  return poFormatter().parse(content, { locale: file.locale, sourceLocale: SOURCE_LOCALE, filename: file.path });
}

export async function writeCatalog(file: CatalogFile, catalog: CatalogType): Promise<void> {
  const existing = await readFile(file.path, "utf8");
  const context = { locale: file.locale, sourceLocale: SOURCE_LOCALE, filename: file.path, existing };
  await writeFile(file.path, await poFormatter().serialize(catalog, context));
}

/** One message of translations.todo.json: `id` finds it in the catalogs, `message` is the English. */
export type TodoItem = {
  scope: Scope;
  id: string;
  message: string;
  context?: string;
  comments?: string[];
  origin: string[];
  translations: Partial<Record<Locale, string>>;
};

/**
 * Catalog entries with their English text: the msgid for generated ids, the source catalog's
 * translation for explicit ids (`i18n._({ id: "meta.description", message: "…" })`).
 */
export function toEntries(catalog: CatalogType, source: CatalogType = catalog): CatalogEntry[] {
  return Object.entries(catalog).map(([id, message]) => ({
    id,
    message: message.message ?? (source[id]?.translation || id),
    context: message.context ?? null,
    translation: message.translation ?? "",
    obsolete: message.obsolete ?? false,
  }));
}

export function displayPath(path: string): string {
  return relative(packageDir, path);
}
