import { act, cleanup, render, screen } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSelectableContext } from "./selectable-context";

interface List {
  busyId: number | null;
  count: number;
}

const ListContext = createSelectableContext<List | null>(null);

function Row({ id, rendered }: { id: number; rendered: (id: number) => void }) {
  rendered(id);
  const busy = ListContext.useSelect((list) => list?.busyId === id);
  const current = ListContext.useCurrent();
  return (
    <button type="button" data-testid={`row-${id}`} onClick={() => rendered(current()?.count ?? -1)}>
      {busy ? "busy" : "idle"}
    </button>
  );
}

let setList: (list: List) => void = () => undefined;
function Host({ rows }: { rows: ReactNode }) {
  const [list, set] = useState<List>({ busyId: null, count: 0 });
  setList = set;
  return <ListContext.Provider value={list}>{rows}</ListContext.Provider>;
}

afterEach(cleanup);

describe("createSelectableContext", () => {
  it("re-renders the readers whose part changed, and hands handlers the value of the moment", () => {
    const rendered = vi.fn();
    const rows = [1, 2, 3].map((id) => <Row key={id} id={id} rendered={rendered} />);
    render(<Host rows={rows} />);
    expect(rendered).toHaveBeenCalledTimes(3);

    rendered.mockClear();
    act(() => setList({ busyId: 2, count: 0 }));
    expect(rendered.mock.calls).toEqual([[2]]);
    expect(screen.getByTestId("row-2").textContent).toBe("busy");

    rendered.mockClear();
    act(() => setList({ busyId: 2, count: 7 }));
    expect(rendered).not.toHaveBeenCalled();
    act(() => screen.getByTestId("row-3").click());
    expect(rendered.mock.calls).toEqual([[7]]);
  });

  it("reads the fallback with no provider above", () => {
    const { container } = render(<Row id={1} rendered={() => undefined} />);
    expect(container.textContent).toBe("idle");
  });
});
