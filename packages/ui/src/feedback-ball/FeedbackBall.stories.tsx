import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { TAB_BAR_ROOM_CLASS, TAB_BAR_ROOM_CSS, TabBar } from "../tab-bar/TabBar";
import { HomeTabIcon, MeTabIcon, WalletTabIcon } from "../tab-bar/tab-icons";
import { FeedbackBall, type FeedbackBallProps } from "./FeedbackBall";

const meta = {
  title: "Feedback/FeedbackBall",
  component: FeedbackBall,
  parameters: FRAMED_IN_DOCS,
  args: { onOpen: fn() },
} satisfies Meta<typeof FeedbackBall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole("button", { name: "Feedback" }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const DragStaysInside: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args }) => {
    const ball = screen.getByRole("button", { name: "Feedback" });
    const start = ball.getBoundingClientRect();
    const at = (x: number, y: number) => ({ clientX: x, clientY: y, pointerId: 1, button: 0, bubbles: true });
    ball.dispatchEvent(new PointerEvent("pointerdown", at(start.left + 5, start.top + 5)));
    ball.dispatchEvent(new PointerEvent("pointermove", at(-500, -500)));
    ball.dispatchEvent(new PointerEvent("pointermove", at(40, 200)));
    ball.dispatchEvent(new PointerEvent("pointerup", at(40, 200)));
    ball.click();
    await expect(args.onOpen).not.toHaveBeenCalled();
    await waitFor(() => {
      const rect = ball.getBoundingClientRect();
      expect(rect.left).toBeGreaterThanOrEqual(0);
      expect(rect.top).toBeGreaterThanOrEqual(0);
      expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
      expect(rect.left).toBeLessThan(window.innerWidth / 2);
    });
  },
};

/** Opening is under way (the app reads which feedback screen to open): the ball spins and ignores taps. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const ball = screen.getByRole("button", { name: "Feedback" });
    await expect(ball).toHaveAttribute("aria-busy", "true");
    await userEvent.click(ball);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** Where the player left it last time: the host passes the stored rest, the ball reports each new one. */
export const RemembersItsSide: Story = {
  tags: ["!autodocs"],
  args: { rest: { side: "left", top: 0.3 }, onRest: fn() },
  play: async ({ args }) => {
    const ball = screen.getByRole("button", { name: "Feedback" });
    await waitFor(() => expect(ball.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2));
    const start = ball.getBoundingClientRect();
    const at = (x: number, y: number) => ({ clientX: x, clientY: y, pointerId: 1, button: 0, bubbles: true });
    ball.dispatchEvent(new PointerEvent("pointerdown", at(start.left + 5, start.top + 5)));
    ball.dispatchEvent(new PointerEvent("pointermove", at(window.innerWidth - 30, start.top + 5)));
    ball.dispatchEvent(new PointerEvent("pointerup", at(window.innerWidth - 30, start.top + 5)));
    ball.click();
    await expect(args.onRest).toHaveBeenLastCalledWith(expect.objectContaining({ side: "right" }));
    await waitFor(() => expect(ball.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth / 2));
    // The keyboard moves it back, as a drag would.
    ball.focus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(args.onRest).toHaveBeenLastCalledWith(expect.objectContaining({ side: "left" }));
    await waitFor(() => expect(ball.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2));
  },
};

export const LuckyBear: Story = { globals: { brand: "luckybear" } };

export const CustomContent: Story = { args: { label: "Help", children: "?" } };

export const Narrow320: Story = { globals: viewport("phone320") };

/**
 * A ball over a page with a tab bar, as the app's hosts place them: the page ends with the bar's spacer,
 * and the ball's inset is the bar's room (`TAB_BAR_ROOM_CSS`).
 */
function BallAboveTabBar(props: FeedbackBallProps) {
  return (
    <div>
      <div aria-hidden="true" className={TAB_BAR_ROOM_CLASS} />
      <FeedbackBall {...props} bottomInset={TAB_BAR_ROOM_CSS} />
      <TabBar
        label="Main"
        current="home"
        items={[
          { key: "home", label: "Home", icon: <HomeTabIcon />, href: "#home" },
          { key: "wallet", label: "Wallet", icon: <WalletTabIcon />, href: "#wallet" },
          { key: "me", label: "Me", icon: <MeTabIcon />, href: "#me" },
        ]}
      />
    </div>
  );
}

/** Above a tab bar: `bottomInset` is the bar's room; the ball rests and drags only above it. */
export const AboveTabBar: Story = {
  tags: ["!autodocs"],
  args: { rest: { side: "right", top: 1 } },
  render: (args) => <BallAboveTabBar {...args} />,
  play: async () => {
    const ball = screen.getByRole("button", { name: "Feedback" });
    const bar = screen.getByRole("navigation", { name: "Main" });
    await waitFor(() => expect(ball.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top));
    const start = ball.getBoundingClientRect();
    const at = (x: number, y: number) => ({ clientX: x, clientY: y, pointerId: 1, button: 0, bubbles: true });
    ball.dispatchEvent(new PointerEvent("pointerdown", at(start.left + 5, start.top + 5)));
    ball.dispatchEvent(new PointerEvent("pointermove", at(start.left + 5, window.innerHeight + 200)));
    ball.dispatchEvent(new PointerEvent("pointerup", at(start.left + 5, window.innerHeight + 200)));
    await waitFor(() => expect(ball.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top));
  },
};

export const AboveTabBarLuckyBear: Story = { ...AboveTabBar, globals: { brand: "luckybear" } };
