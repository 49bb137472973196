import { describe, expect, it } from "vitest";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { type CatalogEntry, findCatalogProblems, findStaleCompiled, placeholdersOf } from "./catalog-check";

function entry(message: string, translation: string, extra: Partial<CatalogEntry> = {}): CatalogEntry {
  return { id: message, message, context: null, translation, obsolete: false, ...extra };
}

describe("placeholdersOf", () => {
  it.each([
    ["plain text", []],
    ["Hello {name}", ["{name}"]],
    ["{0} of {1}", ["{0}", "{1}"]],
    ["Read <0>the rules</0> first<1/>", ["</0>", "<0>", "<1/>"]],
    ["{count, plural, one {# coin} other {# coins}}", ["{count}"]],
    ["{count, plural, one {<0>#</0> by {who}} other {# by {who}}}", ["</0>", "<0>", "{count}", "{who}"]],
    // Branch text in braces is text, not an argument.
    ["{n, plural, one {item} other {items}}", ["{n}"]],
  ])("%s", (message, expected) => {
    expect(placeholdersOf(message)).toEqual(expected);
  });
});

describe("findCatalogProblems", () => {
  it.each([
    ["translated", entry("Hello {name}", "Xin chào {name}"), []],
    ["untranslated", entry("Welcome", ""), ["missing"]],
    ["whitespace only", entry("Welcome", "  "), ["missing"]],
    ["obsolete and untranslated", entry("Old", "", { obsolete: true }), []],
    ["placeholder renamed", entry("Hello {name}", "Xin chào {ten}"), ["placeholders"]],
    ["tag dropped", entry("Read <0>rules</0>", "Đọc quy tắc"), ["placeholders"]],
    ["plural with other categories", entry("{n, plural, one {# day} other {# days}}", "{n, plural, one {# день} few {# дня} many {# дней} other {# дня}}"), []],
  ])("%s", (_name, catalogEntry, kinds) => {
    expect(findCatalogProblems([catalogEntry]).map((p) => p.kind)).toEqual(kinds);
  });

  it("says which placeholders were lost and which were invented", () => {
    const [problem] = findCatalogProblems([entry("{a} and <0>{b}</0>", "{a} y {c}")]);
    expect(problem?.detail).toBe("lost </0> <0> {b}, unknown {c}");
  });
});

describe("findStaleCompiled", () => {
  const entries = [entry("Hello {name}", "Xin chào {name}"), entry("Bye", "Tạm biệt"), entry("Old", "Cũ", { obsolete: true })];

  it("accepts a compiled catalog that matches the .po file", () => {
    const compiled = { "Hello {name}": compileMessage("Xin chào {name}"), Bye: compileMessage("Tạm biệt") };
    expect(findStaleCompiled(entries, compiled)).toEqual([]);
  });

  it("names messages translated, added or removed since the last compile", () => {
    const compiled = { "Hello {name}": compileMessage("Hello {name}"), Old: compileMessage("Cũ") };
    expect(findStaleCompiled(entries, compiled)).toEqual(["Hello {name}", "Bye", "Old"]);
  });
});
