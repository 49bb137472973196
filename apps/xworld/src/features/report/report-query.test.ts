import { describe, expect, it } from "vitest";
import { readReportQuery, reportPath } from "./report-query";

describe("the report link", () => {
  it.each([
    [{ type: "user", id: "10002" }, { type: "user", id: 10002 }],
    [{ type: "post", id: ["3", "4"] }, { type: "post", id: 3 }],
    [{ type: "comment", id: "3" }, null],
    [{ type: "user", id: "0" }, null],
    [{ type: "user", id: "12abc" }, null],
    [{ type: "user" }, null],
  ])("%j → %j", (search, expected) => expect(readReportQuery(search)).toEqual(expected));

  it("is built back the same way", () => {
    expect(reportPath({ type: "post", id: 3 })).toBe("/user/report?type=post&id=3");
    expect(readReportQuery(Object.fromEntries(new URLSearchParams(reportPath({ type: "user", id: 7 }).split("?")[1])))).toEqual({ type: "user", id: 7 });
  });
});
