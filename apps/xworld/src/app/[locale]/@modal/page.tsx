/** The home page has no dialog of its own: moving there closes an open dialog route. */
export default function NoDialogAtHome() {
  return null;
}
