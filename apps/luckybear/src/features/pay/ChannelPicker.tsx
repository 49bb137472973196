"use client";
// One channel of recharge_conf, chosen with radio buttons (names and icons come from the API).
import type { PayChannel } from "./use-pay-settings";

export interface ChannelPickerProps {
  legend: string;
  name: string;
  channels: readonly PayChannel[];
  value: string;
  onChange: (channelId: string) => void;
  disabled?: boolean;
}

export function ChannelPicker({ legend, name, channels, value, onChange, disabled }: ChannelPickerProps) {
  return (
    <fieldset className="m-0 flex flex-col gap-8 border-0 p-0" disabled={disabled}>
      <legend className="mb-6 p-0 text-13 font-semibold text-text">{legend}</legend>
      {channels.map((channel) => (
        <label
          key={channel.id}
          className="flex min-h-52 cursor-pointer items-center gap-12 rounded-12 border border-border bg-surface px-12 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
        >
          <input
            type="radio"
            name={name}
            value={channel.id}
            checked={value === channel.id}
            onChange={() => onChange(channel.id)}
            className="size-18 shrink-0 accent-primary"
          />
          <img src={channel.icon} alt="" width={28} height={28} loading="lazy" decoding="async" className="size-28 shrink-0 rounded-8 bg-surface-sunken" />
          <span className="min-w-0 flex-1 text-15 text-text">{channel.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
