import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT } from "../../../scripts/perf/compile-hints.mjs";

const builds: string[] = [];
afterEach(() => {
  for (const dir of builds.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A Next.js build's browser files in miniature: chunks of JavaScript and CSS, and a build's own manifest. */
function fakeBuild(): string {
  const dotNext = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  builds.push(dotNext);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dotNext, file)), { recursive: true });
    fs.writeFileSync(path.join(dotNext, file), text);
  };
  write("static/build-id/_buildManifest.js", "self.__BUILD_MANIFEST = {};");
  for (const chunk of ["framework", "turbopack", "page", "later"]) write(`static/chunks/${chunk}.js`, `push([${JSON.stringify(chunk)}, e => e]);`);
  write("static/chunks/page.css", "body{margin:0}");
  return dotNext;
}

const read = (dotNext: string, chunk: string) => fs.readFileSync(path.join(dotNext, "static/chunks", chunk), "utf8");

describe("addCompileHints", () => {
  it("marks every JavaScript chunk, and nothing else", () => {
    const dotNext = fakeBuild();
    expect(addCompileHints(dotNext)).toEqual({ hinted: 4, chunks: 4 });
    for (const chunk of ["framework", "turbopack", "page", "later"]) expect(read(dotNext, `${chunk}.js`)).toBe(`${COMPILE_HINT}push(["${chunk}", e => e]);`);
    expect(read(dotNext, "page.css")).toBe("body{margin:0}");
    expect(fs.readFileSync(path.join(dotNext, "static/build-id/_buildManifest.js"), "utf8")).toBe("self.__BUILD_MANIFEST = {};");
  });

  it("is V8's whole-file hint, on the first line", () => {
    expect(COMPILE_HINT).toBe("//# allFunctionsCalledOnLoad\n");
  });

  it("leaves a build it already marked as it is", () => {
    const dotNext = fakeBuild();
    addCompileHints(dotNext);
    expect(addCompileHints(dotNext)).toEqual({ hinted: 0, chunks: 4 });
    expect(read(dotNext, "page.js").split(COMPILE_HINT)).toHaveLength(2);
  });
});
