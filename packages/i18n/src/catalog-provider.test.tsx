import { useLingui } from "@lingui/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const loadCatalogs = vi.hoisted(() => vi.fn());
vi.mock("./catalog-loaders/load", () => ({ loadCatalogs }));
const { compiledCatalog, I18nCatalogProvider } = await import("./catalog-provider");
const { uiCatalogs } = await import("./catalog-loaders/ui");
const { xworldCatalogs } = await import("./catalog-loaders/xworld");

function Texts() {
  const { i18n } = useLingui();
  return <p data-testid="texts">{[i18n._("greeting"), i18n._("retry")].join(" | ")}</p>;
}

afterEach(() => {
  cleanup();
  loadCatalogs.mockReset();
});

describe("I18nCatalogProvider", () => {
  it("renders once the compiled catalogs have loaded, with the server's corrections over them", async () => {
    loadCatalogs.mockResolvedValue({ greeting: ["Xin chào"], retry: ["Thử lại"] });
    await act(async () => {
      render(
        <I18nCatalogProvider locale="vi-VN" catalogs={[uiCatalogs, xworldCatalogs]} corrections={{ retry: ["Thử lần nữa"] }}>
          <Texts />
        </I18nCatalogProvider>,
      );
    });
    expect(screen.getByTestId("texts").textContent).toBe("Xin chào | Thử lần nữa");
    expect(loadCatalogs).toHaveBeenCalledWith("vi-VN", [uiCatalogs, xworldCatalogs]);
  });

  it("loads a locale's catalogs once for every render", async () => {
    loadCatalogs.mockResolvedValue({});
    const first = compiledCatalog("th-TH", [uiCatalogs]);
    expect(compiledCatalog("th-TH", [uiCatalogs])).toBe(first);
    await first;
    expect(loadCatalogs).toHaveBeenCalledTimes(1);
  });

  it("asks again for catalogs that failed to load", async () => {
    loadCatalogs.mockRejectedValueOnce(new Error("chunk failed")).mockResolvedValue({ greeting: ["Olá"] });
    await expect(compiledCatalog("pt-BR", [uiCatalogs])).rejects.toThrow("chunk failed");
    await expect(compiledCatalog("pt-BR", [uiCatalogs])).resolves.toEqual({ greeting: ["Olá"] });
  });
});
