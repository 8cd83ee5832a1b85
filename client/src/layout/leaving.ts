/**
 * Set while the user signs out on purpose: the guard then sends them to the welcome page (SPEC.md §2,
 * "Logout ... goes to /") instead of /login, where an expired session goes.
 */
let leaving = false;

export const markLeaving = (): void => {
  leaving = true;
};
export const isLeaving = (): boolean => leaving;
export const clearLeaving = (): void => {
  leaving = false;
};
