import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "@lingui/react";
import type { ReactElement } from "react";
import { createTestI18n, renderWithI18n } from "../test/render";
import { PhoneInput } from "./PhoneInput";
import { PhoneInputPreview } from "./PhoneInputPreview";

const withI18n = (element: ReactElement) => <I18nProvider i18n={createTestI18n()}>{element}</I18nProvider>;

describe("PhoneInputPreview", () => {
  it("is PhoneInput's field, labelled, its number box taking typing and its picker not yet usable", () => {
    renderWithI18n(<PhoneInputPreview id="phone" label="Phone number" countryLabel="Country code" placeholder="912 345 678" />);
    const box = screen.getByLabelText<HTMLInputElement>("Phone number");
    expect(box.id).toBe("phone-control");
    expect(box.disabled).toBe(false);
    expect(box.placeholder).toBe("912 345 678");
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Country code" }).disabled).toBe(true);
    expect(screen.getAllByText("+84").length).toBeGreaterThan(0);
  });

  it("draws PhoneInput's box, enabled or disabled, with no hooks (a server component can render it)", () => {
    const boxClass = (html: string) => /<div class="([^"]*min-h-48[^"]*)"/.exec(html)?.[1];
    const field = (disabled: boolean) => renderToString(withI18n(<PhoneInput label="Phone" number="" onNumberChange={() => undefined} disabled={disabled} />));
    expect(boxClass(renderToString(<PhoneInputPreview id="p" label="Phone" countryLabel="Country code" />))).toBe(boxClass(field(false)));
    expect(boxClass(renderToString(<PhoneInputPreview id="p" label="Phone" countryLabel="Country code" disabled />))).toBe(boxClass(field(true)));
    expect(renderToString(<PhoneInputPreview id="p" label="Phone" countryLabel="Country code" disabled />)).toMatch(/<input[^>]*disabled=""/);
  });
});
