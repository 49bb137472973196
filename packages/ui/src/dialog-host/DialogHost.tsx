import type { ComponentType } from "react";

/** What the host gives every dialog it opens. */
export interface HostedDialogProps {
  /** Closes the dialog (the host's `onClose`). */
  onClose: () => void;
}

/** name → dialog component; each component takes its own props plus `onClose`. */
// ComponentType<never> accepts a component with any props (props are contravariant).
export type DialogRegistry = Record<string, ComponentType<never>>;

type PropsOf<C> = C extends ComponentType<infer P> ? Omit<P, keyof HostedDialogProps> : never;

/** Which dialog to open and with which props, type-checked against the registry. */
export type DialogRequest<R extends DialogRegistry> = {
  [K in keyof R & string]: { name: K; props: PropsOf<R[K]> };
}[keyof R & string];

export interface DialogHostProps<R extends DialogRegistry> {
  registry: R;
  /** The open dialog, or null. The app keeps this in its store, so anything can open a dialog. */
  open: DialogRequest<R> | null;
  onClose: () => void;
}

/** Renders the one global dialog that is open, looked up by name in the registry. */
export function DialogHost<R extends DialogRegistry>({ registry, open, onClose }: DialogHostProps<R>) {
  if (!open) return null;
  const Dialog = registry[open.name] as unknown as ComponentType<PropsOf<R[keyof R]> & HostedDialogProps> | undefined;
  if (!Dialog) return null;
  return <Dialog key={open.name} {...open.props} onClose={onClose} />;
}
