import { describe, expect, it } from "vitest";
import { workKindOf } from "./work-kinds";

describe("workKindOf", () => {
  it("names the kind of each main-thread event both tables split by", () => {
    expect(workKindOf("DocumentLoader::CommitNavigation")).toBe("navigation");
    expect(workKindOf("ParseHTML")).toBe("parse");
    expect(workKindOf("EvaluateScript")).toBe("script");
    expect(workKindOf("v8.compile")).toBe("script");
    expect(workKindOf("MinorGC")).toBe("script");
    expect(workKindOf("ParseAuthorStyleSheet")).toBe("style & layout");
    expect(workKindOf("Layout")).toBe("style & layout");
    expect(workKindOf("PrePaint")).toBe("paint");
    expect(workKindOf("Decode Image")).toBe("paint");
  });

  it("matches whole names only, and has no kind for the rest", () => {
    expect(workKindOf("ParseHTMLFragment")).toBeNull();
    expect(workKindOf("RunTask")).toBeNull();
    expect(workKindOf("ResourceFinish")).toBeNull();
  });
});
