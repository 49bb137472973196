// The invite link's two buttons: side by side, or one under the other when their labels do not fit
// beside each other (Russian "Копировать ссылку" and "Поделиться" broke inside their words as two
// shrinking halves). Shared by the buttons and their placeholder while they load.
export const LINK_BUTTONS_ROW = "flex flex-wrap gap-8 [&>*]:flex-1";
