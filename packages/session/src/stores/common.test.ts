import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import {
  accountAbnormalAtom,
  closeDialogAtom,
  closedDialogAtom,
  dialog,
  dialogAtom,
  languageAtom,
  lbHomePathAtom,
  loadingAtom,
  openDialogAtom,
  pageModelAtom,
  recaptchaErrorAtom,
  setLoadingAtom,
} from "./common";
import { countryNumAtom, registerParamsAtom } from "./login";

describe("common store defaults", () => {
  type Store = ReturnType<typeof createStore>;
  it.each<[string, (store: Store) => unknown, unknown]>([
    ["language", (store) => store.get(languageAtom), "vi-VN"],
    ["pageModel", (store) => store.get(pageModelAtom), false],
    ["accountAbnormal", (store) => store.get(accountAbnormalAtom), false],
    ["recaptchaError", (store) => store.get(recaptchaErrorAtom), false],
    ["lbHomePath", (store) => store.get(lbHomePathAtom), "home"],
    ["dialog", (store) => store.get(dialogAtom), null],
    ["loading", (store) => store.get(loadingAtom), { page: false, global: false }],
  ])("%s", (_name, read, expected) => {
    expect(read(createStore())).toEqual(expected);
  });
});

describe("login store defaults", () => {
  it("starts with +84 and no register params", () => {
    const store = createStore();
    expect(store.get(countryNumAtom)).toBe("+84");
    expect(store.get(registerParamsAtom)).toBeNull();
  });
});

describe("loading flags", () => {
  it("sets one flag without touching the other", () => {
    const store = createStore();
    store.set(setLoadingAtom, ["global", true]);
    expect(store.get(loadingAtom)).toEqual({ page: false, global: true });
  });
});

describe("global dialog", () => {
  it("opens by name with typed props; a second one replaces the first", () => {
    const store = createStore();
    store.set(openDialogAtom, dialog("balance-lack", { coinName: "KTHER" }));
    store.set(openDialogAtom, dialog("explanation", { kind: "happy" }));
    expect(store.get(dialogAtom)).toEqual({ name: "explanation", props: { kind: "happy" } });
  });

  it("records how it closed", () => {
    const store = createStore();
    store.set(openDialogAtom, dialog("bind-phone", { backUrl: "/wallet" }));
    store.set(closeDialogAtom, "bound");
    expect(store.get(dialogAtom)).toBeNull();
    expect(store.get(closedDialogAtom)).toEqual({ name: "bind-phone", result: "bound" });
  });

  it("closing with no dialog open records nothing; dismissing counts as cancel", () => {
    const store = createStore();
    store.set(closeDialogAtom, "bound");
    expect(store.get(closedDialogAtom)).toBeNull();
    store.set(openDialogAtom, dialog("share", { text: "hi" }));
    store.set(closeDialogAtom);
    expect(store.get(closedDialogAtom)).toEqual({ name: "share", result: "cancel" });
  });
});
