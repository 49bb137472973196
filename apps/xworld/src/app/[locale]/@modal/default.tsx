/** No dialog route is open: the slot shows nothing (also after a full page load). */
export default function NoDialog() {
  return null;
}
