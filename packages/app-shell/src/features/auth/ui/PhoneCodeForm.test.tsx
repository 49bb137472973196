import type { ApiClient } from "@repo/api-client/client";
import { BusinessError } from "@repo/api-client/errors";
import { renderWithI18n } from "@repo/ui/test/render";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ClientRuntime } from "../../../runtime/create-runtime";
import { RuntimeContext } from "../../../runtime/runtime-context";
import type { AuthBrandAdapter } from "../brand-adapter";
import { PhoneCodeForm } from "./PhoneCodeForm";

const request = { service: "user", method: "POST", path: "/user/x", url: "http://api/user/x" } as const;

function setup(overrides: { sendCode?: AuthBrandAdapter["sendCode"]; onSubmit?: (input: { code: string }) => Promise<void> } = {}) {
  const sendCode = vi.fn(overrides.sendCode ?? (async () => ({ expire_in: 300, resend_in: 60 })));
  const onSubmit = vi.fn(overrides.onSubmit ?? (async () => undefined));
  const adapter = { sendCode } as unknown as AuthBrandAdapter;
  const runtime = { api: {} as ApiClient } as ClientRuntime;
  renderWithI18n(
    <RuntimeContext.Provider value={runtime}>
      <PhoneCodeForm adapter={adapter} submitLabel="Sign in" onSubmit={onSubmit} />
    </RuntimeContext.Provider>,
  );
  return { sendCode, onSubmit };
}

const phoneField = () => screen.getByLabelText<HTMLInputElement>("Phone number");

async function typeCode(code: string) {
  for (const [index, digit] of [...code].entries()) {
    fireEvent.change(await screen.findByLabelText(`Digit ${index + 1} of 6`), { target: { value: digit } });
  }
}

describe("PhoneCodeForm", () => {
  it("checks the number before sending anything", () => {
    const { sendCode } = setup();
    fireEvent.change(phoneField(), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(screen.getByText("This is not a valid number for +84. Example: 912 345 678")).toBeTruthy();
    expect(sendCode).not.toHaveBeenCalled();
  });

  it("sends the code once, however often the button is pressed while it sends", async () => {
    let answer: (value: { expire_in: number; resend_in: number }) => void = () => undefined;
    const { sendCode } = setup({ sendCode: () => new Promise((resolve) => (answer = resolve)) });
    fireEvent.change(phoneField(), { target: { value: "0912 345 678" } });
    const button = screen.getByRole("button", { name: /Send code/ });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(sendCode).toHaveBeenCalledTimes(1);
    expect(sendCode).toHaveBeenCalledWith({}, { country_code: "+84", phone: "912345678" });
    await act(async () => answer({ expire_in: 300, resend_in: 60 }));
    expect(await screen.findByText("We sent a 6-digit code to +84 912 345 678.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resend code" })).toBeNull();
  });

  it("shows a refused code's message, keeps the number, and accepts the right code after", async () => {
    const onSubmit = vi
      .fn<(input: { code: string }) => Promise<void>>()
      .mockRejectedValueOnce(new BusinessError(request, 1021, "Wrong verification code"))
      .mockResolvedValueOnce(undefined);
    setup({ onSubmit });
    fireEvent.change(phoneField(), { target: { value: "912345678" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));

    await typeCode("000000");
    expect(await screen.findByText("Wrong verification code")).toBeTruthy();
    expect(phoneField().value).toBe("912345678");
    expect(screen.getByLabelText<HTMLInputElement>("Digit 1 of 6").value).toBe("");

    await typeCode("123456");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith({ target: { dialCode: "+84", national: "912345678" }, code: "123456" });
    await waitFor(() => expect(screen.queryByText("Wrong verification code")).toBeNull());
  });

  it("says how long to wait when the server refuses a new code that early", async () => {
    setup({ sendCode: async () => Promise.reject(new BusinessError(request, 1020, "Please wait 42 seconds before requesting a new code")) });
    fireEvent.change(phoneField(), { target: { value: "912345678" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Please wait 42 s before asking for a new code.")).toBeTruthy();
  });
});
