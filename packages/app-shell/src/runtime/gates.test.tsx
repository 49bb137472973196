import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AfterHydration, AfterStart } from "./gates";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
/** Stands for the runtime's tree around a gate: counts its own renders. */
function Around({ gate }: { gate: "hydration" | "start" }) {
  renders += 1;
  const part = <p>late part</p>;
  return <main>{gate === "hydration" ? <AfterHydration>{part}</AfterHydration> : <AfterStart>{part}</AfterStart>}</main>;
}

async function hydrate(gate: "hydration" | "start") {
  const html = renderToString(<Around gate={gate} />);
  renders = 0;
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, <Around gate={gate} />, { onRecoverableError: (error) => void recoverable.push(error) }));
  return {
    html,
    container,
    recoverable,
    unmount() {
      act(() => root.unmount());
      container.remove();
    },
  };
}

describe("runtime gates", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("AfterHydration: not in the server's HTML, shown right after hydration without re-rendering the tree around it", async () => {
    const page = await hydrate("hydration");
    expect(page.html).not.toContain("late part");
    expect(page.recoverable).toEqual([]);
    expect(page.container.textContent).toBe("late part");
    expect(renders).toBe(1);
    page.unmount();
  });

  it("AfterStart: shown once the browser is idle, without re-rendering the tree around it", async () => {
    const page = await hydrate("start");
    expect(page.html).not.toContain("late part");
    expect(page.container.textContent).toBe("");
    await act(async () => void vi.runAllTimers());
    expect(page.recoverable).toEqual([]);
    expect(page.container.textContent).toBe("late part");
    expect(renders).toBe(1);
    page.unmount();
  });
});
