/** The mobile menu button opens and closes the menu; Escape closes it and returns focus. */
export function setUpMobileMenu(root: Document): void {
  const toggle = root.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menuId = toggle?.getAttribute('aria-controls');
  const menu = menuId ? root.getElementById(menuId) : null;
  if (!toggle || !menu) return;

  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.hidden = !open;
  };

  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      toggle.focus();
    }
  });
}
