// After `next build` (each app's build script): V8's explicit compile hint at the top of every browser
// chunk. Chrome (136 and later) then compiles all of a hinted file's functions while the file downloads,
// on a background thread, instead of compiling each one on the main thread when it is first called. A
// chunk is fetched only when its page is about to run it (first load, or an import made right after
// hydration: app start, ky, zod, analytics), and then nearly all of its functions run: Turbopack's
// module factories, React, the runtime. Other engines read the line as a comment. Measured, first-load
// chunks only and all chunks, in tooling/bench/README.md ("29 Nov, second session").
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Adds the hint to every JavaScript chunk of the app built into `dotNext` (a chunk that has it is left as it is). */
export function addCompileHints(dotNext) {
  const dir = path.join(dotNext, "static", "chunks");
  const chunks = fs.readdirSync(dir).filter((name) => name.endsWith(".js"));
  let hinted = 0;
  for (const chunk of chunks) {
    const file = path.join(dir, chunk);
    const code = fs.readFileSync(file, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    hinted += 1;
  }
  return { hinted, chunks: chunks.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dotNext = path.resolve(process.argv[2] ?? ".next");
  if (!fs.existsSync(path.join(dotNext, "static", "chunks"))) {
    console.error(`compile hints: no browser chunks in ${dotNext} (run next build first)`);
    process.exit(1);
  }
  const { hinted, chunks } = addCompileHints(dotNext);
  console.log(`compile hints: ${hinted} of ${chunks} browser chunks hinted`);
}
