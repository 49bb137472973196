#!/usr/bin/env node
// A git merge driver for Lingui's .po catalogs: two branches that each add messages (and their
// translations) merge without conflict. Entries are keyed by msgctxt + msgid; an entry only one side has
// is kept; where both have it, a translation changed on one side since the base wins, else ours.
// `pnpm --filter @repo/i18n extract` afterwards puts the catalog back in Lingui's own order.
// Register once per clone:  git config merge.po-union.driver "node scripts/po-merge.mjs %O %A %B"
import { readFileSync, writeFileSync } from "node:fs";

const [basePath, oursPath, theirsPath] = process.argv.slice(2);

/** Blocks of a .po file (separated by blank lines), the header first. */
function readEntries(path) {
  let text = "";
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return { header: "", entries: new Map() };
  }
  const blocks = text.replace(/\r\n/g, "\n").split(/\n{2,}/).map((block) => block.trim()).filter(Boolean);
  const entries = new Map();
  let header = "";
  for (const block of blocks) {
    const key = keyOf(block);
    if (key === "\u0000") header = block;
    else entries.set(key, block);
  }
  return { header, entries };
}

/** msgctxt and msgid of a block, with continuation lines; "\0" for the header. */
function keyOf(block) {
  const lines = block.split("\n").filter((line) => !line.startsWith("#"));
  const until = lines.findIndex((line) => line.startsWith("msgstr"));
  const key = lines.slice(0, until === -1 ? lines.length : until).join("\n");
  return key === 'msgid ""' ? "\u0000" : key;
}

const translationOf = (block) => {
  const lines = block.split("\n");
  const from = lines.findIndex((line) => line.startsWith("msgstr"));
  return from === -1 ? "" : lines.slice(from).join("\n");
};
const isEmpty = (block) => /^msgstr ""$/.test(translationOf(block));

const base = readEntries(basePath);
const ours = readEntries(oursPath);
const theirs = readEntries(theirsPath);

const merged = new Map(ours.entries);
for (const [key, theirBlock] of theirs.entries) {
  const ourBlock = merged.get(key);
  if (ourBlock === undefined) {
    // Deleted on our side since the base (and unchanged on theirs): stays deleted.
    const baseBlock = base.entries.get(key);
    if (baseBlock !== undefined && translationOf(baseBlock) === translationOf(theirBlock)) continue;
    merged.set(key, theirBlock);
    continue;
  }
  const baseBlock = base.entries.get(key);
  const oursChanged = baseBlock === undefined || translationOf(baseBlock) !== translationOf(ourBlock);
  const theirsChanged = baseBlock === undefined || translationOf(baseBlock) !== translationOf(theirBlock);
  if ((isEmpty(ourBlock) && !isEmpty(theirBlock)) || (theirsChanged && !oursChanged)) merged.set(key, theirBlock);
}
// Deleted on their side since the base, unchanged on ours: deleted.
for (const [key, baseBlock] of base.entries) {
  const ourBlock = merged.get(key);
  if (!theirs.entries.has(key) && ourBlock !== undefined && ours.entries.has(key) && translationOf(ourBlock) === translationOf(baseBlock)) {
    merged.delete(key);
  }
}

const sorted = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, block]) => block);
writeFileSync(oursPath, `${[ours.header || theirs.header, ...sorted].join("\n\n")}\n`);
