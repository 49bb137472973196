// Guards the scales tokens.css defines after clearing Tailwind's own: a class for a step that is not in
// the scale (`text-22`, `rounded-10`, `font-medium`) generates no CSS at all, so the element silently
// falls back to the inherited size, weight or no radius. Every such class in the apps' and packages'
// sources must name a step.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../../../..");
const tokens = readFileSync(join(import.meta.dirname, "tokens.css"), "utf8");

function steps(prefix: string): Set<string> {
  return new Set([...tokens.matchAll(new RegExp(`--${prefix}-(\\w+):`, "g"))].map(([, step]) => step ?? ""));
}

/** Utility classes that name a step of a scale, each with the scale it must come from. */
const SCALES = [
  { name: "text", pattern: /(?<![\w-])text-(\d+)(?![\w/-])/g, steps: steps("text") },
  { name: "radius", pattern: /(?<![\w-])rounded(?:-[trblsexy]{1,2})?-(\d+)(?![\w/-])/g, steps: steps("radius") },
  {
    name: "weight",
    pattern: /(?<![\w-])font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)(?![\w/-])/g,
    steps: steps("font-weight"),
  },
] as const;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function sourceRoots(): string[] {
  return ["apps", "packages"].flatMap((group) =>
    readdirSync(join(ROOT, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(ROOT, group, entry.name, "src")),
  );
}

describe("design token scales", () => {
  it("defines the text, radius and weight scales it is checked against", () => {
    expect(SCALES[0].steps).toContain("14");
    expect(SCALES[1].steps).toContain("12");
    expect([...SCALES[2].steps].sort()).toEqual(["bold", "normal", "semibold"]);
  });

  for (const scale of SCALES) {
    it(`uses only ${scale.name} steps the tokens define`, () => {
      const unknown: string[] = [];
      for (const file of sourceRoots().flatMap((root) => (existsSync(root) ? sources(root) : []))) {
        readFileSync(file, "utf8")
          .split("\n")
          .forEach((line, index) => {
            for (const [match, step] of line.matchAll(scale.pattern)) {
              if (step && !scale.steps.has(step)) unknown.push(`${relative(ROOT, file)}:${index + 1} ${match}`);
            }
          });
      }
      expect(unknown).toEqual([]);
    });
  }
});

