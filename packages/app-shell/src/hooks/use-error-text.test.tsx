import { I18nProvider } from "@lingui/react";
import { AppBusinessError } from "@repo/api-client/describe-error";
import { AbortedError, type ApiRequestInfo, TimeoutError } from "@repo/api-client/errors";
import { createTestI18n } from "@repo/ui/test/render";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useErrorText } from "./use-error-text";

const REQUEST: ApiRequestInfo = { method: "POST", url: "http://api/svc/wallet/wallet/swap", service: "wallet", path: "/wallet/swap" };

function errorTextOf(fallback?: string) {
  const i18n = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return renderHook(() => useErrorText(fallback), { wrapper }).result.current;
}

describe("useErrorText", () => {
  it("gives the generic handler's translated text for a failure it toasts", () => {
    expect(errorTextOf()(new TimeoutError(REQUEST, 15_000))).toBe("The server took too long to answer. Try again.");
  });

  it("gives the message of the app's own business error", () => {
    expect(errorTextOf()(new AppBusinessError("Share failed, text is empty"))).toBe("Share failed, text is empty");
  });

  it("falls back to a general text, or the form's own, where the handler shows nothing", () => {
    expect(errorTextOf()(new AbortedError(REQUEST))).toBe("Something went wrong. Please try again.");
    expect(errorTextOf("The gift code could not be redeemed. Try again.")(new AbortedError(REQUEST))).toBe(
      "The gift code could not be redeemed. Try again.",
    );
  });
});
