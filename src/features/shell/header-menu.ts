/**
 * Closes the phone header's menu (a native disclosure: it opens without JavaScript). Focus goes
 * back to the menu's button when asked (Escape), or when it sat in the menu that is closing and
 * would otherwise fall to the top of the document.
 */
export function closeHeaderMenu(menu: HTMLDetailsElement | null, panel: HTMLElement | null, returnFocus: boolean): void {
  if (!menu?.open) return
  const focusWasInside = panel?.contains(document.activeElement) ?? false
  menu.open = false
  if (returnFocus || focusWasInside) menu.querySelector('summary')?.focus()
}
