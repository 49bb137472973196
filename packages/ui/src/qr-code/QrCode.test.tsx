import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { QrCode } from "./QrCode";

const TRON = "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf";

function drawing(value: string): string {
  const { container, unmount } = renderWithI18n(<QrCode value={value} label="Code" />);
  const svg = container.querySelector("svg");
  const result = `${svg?.getAttribute("viewBox") ?? ""}|${[...(svg?.querySelectorAll("path") ?? [])].map((path) => path.getAttribute("d")).join("|")}`;
  unmount();
  return result;
}

describe("QrCode", () => {
  it("is an image named by its label", () => {
    renderWithI18n(<QrCode value={TRON} label="Deposit address on TRON" size={120} />);
    const image = screen.getByRole("img", { name: "Deposit address on TRON" });
    expect(image.getAttribute("width")).toBe("120");
  });

  it("encodes a 34-character address as a version 3 code (29 modules a side) at level M", () => {
    expect(drawing(TRON).split("|")[0]).toBe("0 0 29 29");
  });

  it("draws the same text the same way and another text differently", () => {
    expect(drawing(TRON)).toBe(drawing(TRON));
    expect(drawing(TRON)).not.toBe(drawing(`${TRON.slice(0, -1)}c`));
  });

  it("draws nothing for an empty text", () => {
    const { container } = renderWithI18n(<QrCode value="" label="Nothing" />);
    expect(container.querySelector("svg")).toBeNull();
  });
});
