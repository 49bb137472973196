import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { hslToRgb, labelCells, placeholderPng } from "./placeholder-png";

const art = (label: string) => labelCells(label).map((row) => row.map((ink) => (ink ? "#" : ".")).join(""));

describe("placeholder pictures", () => {
  it("converts CSS hsl() colours", () => {
    expect(hslToRgb(0, 100, 50)).toEqual([255, 0, 0]);
    expect(hslToRgb(120, 100, 50)).toEqual([0, 255, 0]);
    expect(hslToRgb(240, 100, 25)).toEqual([0, 0, 128]);
    expect(hslToRgb(0, 0, 100)).toEqual([255, 255, 255]);
  });

  it("draws a label in 5×7 glyphs, a column apart, and an unknown character as ?", () => {
    expect(art("1")).toEqual(["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."]);
    expect(art("HI")[3]).toBe("#####" + "." + "..#..");
    expect(art("Ж")).toEqual(art("?"));
    expect(art("")).toEqual(["", "", "", "", "", "", ""]);
  });

  it("writes a PNG of the asked size: the gradient's ends at its sides, the label white in the middle", () => {
    const picture = PNG.sync.read(placeholderPng({ width: 120, height: 120, hue: 200, label: "1" }));
    expect([picture.width, picture.height]).toEqual([120, 120]);
    const pixel = (x: number, y: number) => [...picture.data.subarray((y * 120 + x) * 4, (y * 120 + x) * 4 + 3)];
    expect(pixel(0, 0)).toEqual([...hslToRgb(200, 70, 55)]);
    expect(pixel(119, 0)).toEqual([...hslToRgb(240, 70, 40)]);
    expect(pixel(119, 119)).toEqual([...hslToRgb(240, 70, 40)]);
    // "1" at 6 px a cell (40 % of 120 over 7 rows), centred: its stem is column 2 of 5.
    const stem = pixel(60, 60);
    expect(Math.min(...stem)).toBeGreaterThan(230);
  });
});
