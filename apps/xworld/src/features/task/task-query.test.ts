import { describe, expect, it } from "vitest";
import { backTarget, productFrom, profileFrom, readId, readProductQuery, readTaskQuery, selfPath, taskFrom } from "./task-query";

describe("readId", () => {
  const table: [string | null, number | null][] = [
    ["9001", 9001],
    ["0", null],
    ["-3", null],
    ["12abc", null],
    ["1e3", null],
    [" 7", null],
    ["9999999999999", null],
    [null, null],
  ];
  it.each(table)("%s → %s", (value, id) => expect(readId(value)).toBe(id));
});

describe("readTaskQuery", () => {
  it("reads the id and from, the first of repeated values", () => {
    expect(readTaskQuery({ taskId: ["9001", "9002"], from: "home", productType: "2" }, { web3Route: false })).toEqual({ taskId: 9001, from: "home", web3: false });
  });

  it("marks a web3 task by its route or its productType", () => {
    expect(readTaskQuery({ taskId: "9001" }, { web3Route: true }).web3).toBe(true);
    expect(readTaskQuery({ taskId: "9001", productType: "3" }, { web3Route: false }).web3).toBe(true);
  });

  it("reads a missing or empty value as null", () => {
    expect(readTaskQuery({ taskId: "", from: "" }, { web3Route: false })).toEqual({ taskId: null, from: null, web3: false });
  });
});

describe("readProductQuery", () => {
  it("reads productId and from", () => {
    expect(readProductQuery({ productId: "5003", gameName: "Pet Rush", from: "home" })).toEqual({ productId: 5003, from: "home" });
    expect(readProductQuery({ productId: "x" })).toEqual({ productId: null, from: null });
  });
});

describe("backTarget", () => {
  const table: [string | null, string][] = [
    ["home", "/"],
    [null, "/"],
    [productFrom(5003), "/task/product_v2?productId=5003"],
    [taskFrom(9001), "/task/details?taskId=9001"],
    ["product_0", "/"],
    ["task_", "/"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["product_5003/../../x", "/"],
    [profileFrom(10001), "/profile/10001"],
    ["profile_abc", "/"],
  ];
  it.each(table)("%s → %s", (from, target) => expect(backTarget(from)).toBe(target));
});

describe("selfPath", () => {
  it("keeps every query value, encoded", () => {
    expect(selfPath("/task/details", { taskId: "9001", gameName: "Pet Rush", tag: ["a", "b"], empty: undefined })).toBe(
      "/task/details?taskId=9001&gameName=Pet+Rush&tag=a&tag=b",
    );
    expect(selfPath("/task/details", {})).toBe("/task/details");
  });
});
