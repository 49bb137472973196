import { describe, expect, it } from "vitest";
import { taskLink } from "./task-links";

const base = { productId: 12, taskId: 345, title: "Space Miner" };

describe("taskLink", () => {
  it("opens a product on the newer product page", () => {
    expect(taskLink({ ...base, productType: 1 }, { from: "home" })).toBe("/task/product_v2?productId=12&gameName=Space+Miner&from=home");
  });

  it("opens a task on the details page with its product type", () => {
    expect(taskLink({ ...base, productType: 2 }, { from: "home" })).toBe(
      "/task/details?taskId=345&productType=2&gameName=Space+Miner&from=home",
    );
  });

  it("opens a web3 task on detailsV2", () => {
    expect(taskLink({ ...base, productType: 3 }, { from: "home" })).toMatch(/^\/task\/detailsV2\?taskId=345&productType=3&/);
  });

  it("adds newGuide=1 for the first-run guide", () => {
    expect(taskLink({ ...base, productType: 2 }, { from: "guide", newGuide: true })).toMatch(/&from=guide&newGuide=1$/);
  });
});
