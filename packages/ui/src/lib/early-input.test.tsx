// What a player types into a server-rendered field before hydration reaches the form's state, for
// every kind of field the kit has; a field mounted in the browser is left alone.
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { type ReactElement, useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { CountStepper } from "../count-stepper/CountStepper";
import { PhoneInput } from "../phone-input/PhoneInput";
import { TextArea } from "../text-area/TextArea";
import { TextInput } from "../text-input/TextInput";
import { createTestI18n } from "../test/render";

const i18n = createTestI18n();
const withI18n = (ui: ReactElement) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;

/** Server HTML, a player's edit before React takes over, then hydration. */
async function hydrateAfterEdit(ui: ReactElement, edit: (container: HTMLElement) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(withI18n(ui));
  document.body.append(container);
  edit(container);
  await act(async () => {
    render(withI18n(ui), { container, hydrate: true });
  });
  return container;
}

function typeBeforeHydration(container: HTMLElement, selector: string, text: string) {
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(selector);
  if (!field) throw new Error(`no ${selector} in the server HTML`);
  field.value = text;
}

function PhoneForm({ onNumber }: { onNumber?: (digits: string) => void }) {
  const [dialCode, setDialCode] = useState("+84");
  const [number, setNumber] = useState("");
  return (
    <>
      <PhoneInput
        label="Phone number"
        dialCode={dialCode}
        onDialCodeChange={setDialCode}
        number={number}
        onNumberChange={(digits) => {
          onNumber?.(digits);
          setNumber(digits);
        }}
      />
      <output>{`${dialCode} ${number}`}</output>
    </>
  );
}

function NameForm() {
  const [name, setName] = useState("");
  const [note, setNote] = useState("");
  const [count, setCount] = useState(1);
  return (
    <>
      <TextInput label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <TextArea label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <CountStepper label="Tickets" value={count} onValueChange={setCount} max={10} />
      <output>{`${name}|${note}|${count}`}</output>
    </>
  );
}

describe("a field typed into before hydration", () => {
  it("hands the phone number and the picked country to the form, and a later render keeps them", async () => {
    const container = await hydrateAfterEdit(<PhoneForm />, (html) => {
      typeBeforeHydration(html, "select", "PH");
      typeBeforeHydration(html, "input[type=tel]", "917 123 4567");
    });
    expect(screen.getByRole("status").textContent).toBe("+63 9171234567");

    // A render for any other reason (an error shown, a tap) no longer wipes the number.
    fireEvent.change(screen.getByRole("combobox", { name: "Country code" }), { target: { value: "VN" } });
    expect(screen.getByRole("status").textContent).toBe("+84 9171234567");
    expect(container.querySelector<HTMLInputElement>("input[type=tel]")?.value).toBe("9171234567");
  });

  it("hands text, a longer text and a count to their forms", async () => {
    await hydrateAfterEdit(<NameForm />, (html) => {
      typeBeforeHydration(html, "input:not([type])", "Lan");
      typeBeforeHydration(html, "textarea", "Two\nlines");
      typeBeforeHydration(html, "input[type=number]", "7");
    });
    expect(screen.getByRole("status").textContent).toBe("Lan|Two\nlines|7");
  });

  it("leaves an untouched server field, and a field first drawn in the browser, alone", async () => {
    const onNumber = vi.fn();
    await hydrateAfterEdit(<PhoneForm onNumber={onNumber} />, () => undefined);
    render(withI18n(<PhoneForm onNumber={onNumber} />));
    expect(onNumber).not.toHaveBeenCalled();
  });
});
