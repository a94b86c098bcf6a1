/**
 * Fixed secrets of the e2e stack. They are test-only values: the build bakes the path secret
 * into the SPA (ADMIN_PATH_SECRET) and the server seeds the admin account from them.
 */
export const e2eAdminPathSecret =
  '8817ea0e557a6e50d38dc24c95414fc1ca2d4421f911df0a262a7cf1c9e0821a40034ddea3e141d68909a84693ecdae7cf00484966ac23a7c9a451ebb56b8540';
export const e2eAdminUsername = 'e2e-admin';
export const e2eAdminPassword = 'lantern-orchard-7-quietly';

/** Viewports every page is captured at (phone and laptop). */
export const e2eViewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
