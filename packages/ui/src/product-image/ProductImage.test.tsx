import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { ProductImage } from "./ProductImage";
import { ProductImageConfig } from "./ProductImageConfig";

describe("ProductImage", () => {
  it("requests the resized webp variant from the configured host", () => {
    renderWithI18n(
      <ProductImageConfig hosts={["img.products.test"]}>
        <ProductImage src="https://img.products.test/p/9.png" alt="Golden bear" width={160} />
      </ProductImageConfig>,
    );
    const image = screen.getByRole("img", { name: "Golden bear" });
    expect(image.getAttribute("src")).toContain("x-oss-process=image%2Fresize%2Cw_256%2Fformat%2Cwebp");
    expect(image.getAttribute("srcset")).toContain(" 2x");
  });

  it("uses other URLs as they are", () => {
    renderWithI18n(<ProductImage src="https://img.products.test/p/9.png" alt="Golden bear" width={160} />);
    expect(screen.getByRole("img").getAttribute("src")).toBe("https://img.products.test/p/9.png");
  });

  it("keeps the description when the image fails", () => {
    renderWithI18n(<ProductImage src="https://broken.test/x.png" alt="Golden bear" width={160} />);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByText("Golden bear")).toBeTruthy();
  });
});
