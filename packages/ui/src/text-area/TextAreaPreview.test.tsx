import { screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createTestI18n, renderWithI18n } from "../test/render";
import { TextArea } from "./TextArea";
import { TextAreaPreview } from "./TextAreaPreview";

const html = (ui: ReactElement) => renderToString(<I18nProvider i18n={createTestI18n()}>{ui}</I18nProvider>);

describe("TextAreaPreview", () => {
  it("is TextArea's field with its text, labelled, described by its hint and counter, not usable", () => {
    renderWithI18n(<TextAreaPreview id="bio" label="About you" value="Farming since day one." hint="No links." limit={160} />);
    const box = screen.getByLabelText("About you") as HTMLTextAreaElement;
    expect(box.disabled).toBe(true);
    expect(box.value).toBe("Farming since day one.");
    const described = (box.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["No links.", "22 / 16022 of 160 characters"]);
  });

  it("draws the box and counter of a disabled TextArea", () => {
    const preview = html(<TextAreaPreview id="bio" label="About you" value="Hi" hint="Hint" limit={160} />);
    const area = html(<TextArea id="bio" label="About you" value="Hi" hint="Hint" limit={160} disabled onChange={() => {}} />);
    const classesOf = (html: string) => [/<textarea[^>]* class="([^"]*)"/.exec(html)?.[1], /<p id="[^"]*-count" class="([^"]*)"/.exec(html)?.[1]];
    expect(classesOf(preview)).toEqual(classesOf(area));
  });
});
