/**
 * Any other page: moving there from a dialog route (a link inside the sheet) closes the sheet, instead
 * of the slot keeping the last dialog it showed.
 */
export default function NoDialogElsewhere() {
  return null;
}
