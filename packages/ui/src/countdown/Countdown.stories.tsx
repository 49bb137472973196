import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { Countdown } from "./Countdown";

const meta = {
  title: "Data/Countdown",
  component: Countdown,
  args: { target: Date.now() + 3 * 3600_000, label: "Lottery closes in", onEnd: fn(), className: "text-24" },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hours: Story = { render: (args) => <Countdown {...args} target={Date.now() + 3 * 3600_000 + 25 * 60_000} /> };

export const Days: Story = { render: (args) => <Countdown {...args} target={Date.now() + 2 * 86_400_000 + 3_723_000} /> };

export const Ended: Story = { render: (args) => <Countdown {...args} target={Date.now() - 1000} /> };

export const TicksAndEnds: Story = {
  render: (args) => <Countdown {...args} target={Date.now() + 2000} />,
  play: async ({ args, canvas }) => {
    const timer = canvas.getByRole("timer", { name: "Lottery closes in" });
    await waitFor(() => expect(timer).toHaveTextContent(/^00:00:0[12]$/));
    await waitFor(() => expect(timer).toHaveTextContent("00:00:00"), { timeout: 4000 });
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1));
  },
};

export const CustomRender: Story = {
  render: (args) => (
    <Countdown {...args} target={Date.now() + 95_000}>
      {(parts) => (
        <span className="inline-flex gap-4">
          {[parts.minutes, parts.seconds].map((value, index) => (
            <span key={index} className="rounded-8 bg-primary px-8 py-4 text-primary-contrast">
              {String(value).padStart(2, "0")}
            </span>
          ))}
        </span>
      )}
    </Countdown>
  ),
};

export const Narrow320: Story = { globals: viewport("phone320"), render: Days.render };
