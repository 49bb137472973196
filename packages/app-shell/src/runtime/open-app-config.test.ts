import { describe, expect, it } from "vitest";
import { utcOffsetName } from "./open-app-config";

describe("the time zone app start reports", () => {
  it.each([
    [-420, "UTC+07:00"],
    [0, "UTC+00:00"],
    [300, "UTC-05:00"],
    [-330, "UTC+05:30"],
    [-840, "UTC+14:00"],
    [570, "UTC-09:30"],
  ])("an offset of %i minutes is %s", (offset, name) => {
    expect(utcOffsetName(offset)).toBe(name);
  });
});
