import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazy-part";
import { placeheldPart } from "./placeheld-part";

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

  it("is its fallback in the server's HTML, and loads nothing there", () => {
    const load = vi.fn(async () => Games);
    const LazyGames = lazyPart(load, <p>Loading games</p>);
    expect(renderToString(<LazyGames title="Party games" />)).toBe("<p>Loading games</p>");
    expect(load).not.toHaveBeenCalled();
  });

  it("draws its fallback from the part's props when given a function", () => {
    const LazyGames = lazyPart(async () => Games, ({ title }: { title: string }) => <p>Loading {title}</p>);
    expect(renderToString(<LazyGames title="games" />)).toBe("<p>Loading <!-- -->games</p>");
  });

  it("shows the place its caller drew until the part has loaded (placeheldPart)", async () => {
    const GamesPart = placeheldPart(async () => Games);
    expect(renderToString(<GamesPart title="Party games" placeholder={<p>Games coming</p>} />)).toBe("<p>Games coming</p>");
    render(<GamesPart title="Party games" placeholder={<p>Games coming</p>} />);
    expect((await screen.findByRole("heading")).textContent).toBe("Party games");
  });
});
