import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazy-part";

function Games({ title }: { title: string }) {
  return <h2>{title}</h2>;
}

afterEach(cleanup);

describe("lazyPart", () => {
  it("loads nothing until it renders, shows the fallback while its code loads, then the part", async () => {
    let arrive: (part: typeof Games) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Games>((resolve) => (arrive = resolve)));
    const LazyGames = lazyPart(load, <p>Loading games</p>);
    expect(load).not.toHaveBeenCalled();
    render(<LazyGames title="Party games" />);
    expect(screen.getByText("Loading games")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    arrive(Games);
    expect((await screen.findByRole("heading")).textContent).toBe("Party games");
    expect(screen.queryByText("Loading games")).toBeNull();
  });
});
