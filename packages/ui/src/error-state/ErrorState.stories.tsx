import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { ErrorState } from "./ErrorState";

const meta = {
  title: "Feedback/ErrorState",
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const WithDetail: Story = { args: { title: "Could not load your wallet.", description: "Network error: timeout (504)" } };
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = { args: { onRetry: undefined } };
/** A server-rendered section's retry: a link that opens the page again. */
export const RetryAsLink: Story = {
  args: { onRetry: undefined, retryHref: "/en-US/luckybear", title: "The lobby could not load." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Retry" }).getAttribute("href")).toBe("/en-US/luckybear");
  },
};
export const LongText: Story = {
  args: {
    title: "We could not load the champion board because the server took too long to answer",
    description: "Request failed with status 502 Bad Gateway at /lucky_bear/champ/billboard?period=weekly&page=1&page_size=20",
  },
};
export const Narrow320: Story = { globals: viewport("phone320") };
