// The dev API's placeholder pictures: a two-colour gradient with up to three initials, as PNG.
// Raster, like the art a real content host serves: an SVG <img> is a document of its own that the browser
// lays out and paints on the page's main thread (its text too), which made the benchmark pay for the
// stand-in art and not for the app (tooling/bench README, "29 Nov, third session").
import { PNG } from "pngjs";

/** 5×7 glyphs: the character, then seven rows as base-32 digits whose five bits are the columns. */
const GLYPHS = new Map(
  (
    "0ehjlphe 14c4444e 2eh1248v 3v2421he 426aiv22 5vgu11he 668guhhe 7v124888 8ehhehhe 9ehhf12c " +
    "Aehhvhhh Buhhuhhu Cehggghe Dsihhhis Evgguggv Fvgguggg Gehgnhhf Hhhhvhhh Ie44444e J72222ic " +
    "Khikokih Lggggggv Mhrllhhh Nhhpljhh Oehhhhhe Puhhuggg Qehhhlid Ruhhukih Sfgge11u Tv444444 " +
    "Uhhhhhhe Vhhhhha4 Whhhllla Xhha4ahh Yhhha444 Zv1248gv ?eh12404"
  )
    .split(" ")
    .map((entry) => [entry[0] ?? "?", [...entry.slice(1)].map((digit) => parseInt(digit, 32))] as const),
);
const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;

type Rgb = readonly [number, number, number];

/** `hsl(h s% l%)` as 0–255 channels (CSS Color 4's conversion). */
export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** Which cells of a label's glyph grid are ink: rows of `width` booleans, one glyph gap between letters. */
export function labelCells(label: string): boolean[][] {
  const glyphs = [...label].map((char) => GLYPHS.get(char) ?? GLYPHS.get("?") ?? []);
  const width = glyphs.length * (GLYPH_WIDTH + 1) - 1;
  return Array.from({ length: GLYPH_HEIGHT }, (_, row) =>
    Array.from({ length: Math.max(width, 0) }, (_, column) => {
      const glyph = glyphs[Math.floor(column / (GLYPH_WIDTH + 1))];
      const x = column % (GLYPH_WIDTH + 1);
      return x < GLYPH_WIDTH && (((glyph?.[row] ?? 0) >> (GLYPH_WIDTH - 1 - x)) & 1) === 1;
    }),
  );
}

export interface Placeholder {
  width: number;
  height: number;
  hue: number;
  /** Up to three capitals or digits; a character without a glyph is drawn as `?`. */
  label: string;
}

/** The picture as PNG bytes (RGB, no alpha: the gradient covers it all). */
export function placeholderPng({ width, height, hue, label }: Placeholder): Buffer {
  const png = new PNG({ width, height, colorType: 2, inputHasAlpha: true });
  const from = hslToRgb(hue, 70, 55);
  const to = hslToRgb((hue + 40) % 360, 70, 40);
  const cells = labelCells(label);
  const columns = cells[0]?.length ?? 0;
  // The label fills about 60 % of the width and 40 % of the height, in whole pixels per cell, centred.
  const scale = Math.max(1, Math.floor(Math.min((width * 0.6) / Math.max(columns, 1), (height * 0.4) / GLYPH_HEIGHT)));
  const left = Math.floor((width - columns * scale) / 2);
  const top = Math.floor((height - GLYPH_HEIGHT * scale) / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Left to right only: rows alike compress to the size the SVG placeholders had (0.6 kB a tile).
      const t = x / Math.max(width - 1, 1);
      const ink = cells[Math.floor((y - top) / scale)]?.[Math.floor((x - left) / scale)] === true;
      const offset = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const background = (from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * t;
        // White at 90 % over the gradient, as the SVG placeholders drew their initials.
        png.data[offset + c] = Math.round(ink ? 229.5 + background * 0.1 : background);
      }
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}
