import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test/render";
import { ChoiceList } from "./ChoiceList";
import { ChoiceListPreview } from "./ChoiceListPreview";

const OPTIONS = [
  { value: "spam", label: "Spam" },
  { value: "cheating", label: "Cheating", description: "Bots, exploits" },
  { value: "other", label: "Something else" },
];

/** Each option's label classes, in order. */
const labelClasses = (html: string) => [...html.matchAll(/<label[^>]* class="([^"]*)"/g)].map((match) => match[1]);

describe("ChoiceListPreview", () => {
  it("is the labelled group with the chosen option marked, not usable", () => {
    renderWithI18n(<ChoiceListPreview legend="Reason" name="reason" options={OPTIONS} value="cheating" />);
    expect(screen.getByRole("group", { name: "Reason" }).getAttribute("aria-busy")).toBe("true");
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => [radio.checked, radio.disabled])).toEqual([
      [false, true],
      [true, true],
      [false, true],
    ]);
  });

  it("draws ChoiceList's rows and tiles, with no hooks (a server component can render it)", () => {
    const noop = () => {};
    const list = renderToString(<ChoiceListPreview legend="Reason" name="reason" options={OPTIONS} value="spam" />);
    expect(labelClasses(list)).toEqual(labelClasses(renderToString(<ChoiceList legend="Reason" name="reason" options={OPTIONS} value="spam" onChange={noop} />)));
    const grid = renderToString(<ChoiceListPreview layout="grid" legend="Avatar" name="avatar" options={OPTIONS} value="other" />);
    expect(labelClasses(grid)).toEqual(labelClasses(renderToString(<ChoiceList layout="grid" legend="Avatar" name="avatar" options={OPTIONS} value="other" onChange={noop} />)));
  });

  it("marks several chosen and, at the limit, draws the others as ChoiceList disables them", () => {
    const noop = () => {};
    const chosen = ["spam", "other"];
    const preview = renderToString(<ChoiceListPreview multiple max={2} legend="Games" name="games" options={OPTIONS} value={chosen} />);
    const real = renderToString(<ChoiceList multiple max={2} legend="Games" name="games" options={OPTIONS} value={chosen} onChange={noop} />);
    expect(labelClasses(preview)).toEqual(labelClasses(real));
    expect(labelClasses(preview)[1]).toContain("opacity-50");
    renderWithI18n(<ChoiceListPreview multiple max={2} legend="Games" name="games" options={OPTIONS} value={chosen} />);
    expect((screen.getAllByRole("checkbox") as HTMLInputElement[]).map((box) => box.checked)).toEqual([true, false, true]);
  });
});
