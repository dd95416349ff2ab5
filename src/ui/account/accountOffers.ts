/**
 * Where a visitor gets an account (spec doc 1 §2), as the menu and Settings › Account offer it:
 * registering first, the main call, then logging in.
 */
export const ACCOUNT_OFFERS = [
  { to: '/register', label: 'shell.register' },
  { to: '/login', label: 'shell.login' },
] as const;
