/**
 * The reader's analytics choice, kept in localStorage so every later page honours it
 * before the SDK starts. Unavailable storage (private modes, blocked cookies) falls back
 * to "on" for this page and logs a warning, like the theme's storage does.
 */
const OPT_OUT_STORAGE_KEY = 'analytics.optOut';

export function readOptOut(): boolean {
  try {
    return window.localStorage.getItem(OPT_OUT_STORAGE_KEY) === 'true';
  } catch (error) {
    console.warn(`Analytics: could not read "${OPT_OUT_STORAGE_KEY}" from localStorage.`, error);
    return false;
  }
}

export function writeOptOut(optOut: boolean): void {
  try {
    if (optOut) window.localStorage.setItem(OPT_OUT_STORAGE_KEY, 'true');
    else window.localStorage.removeItem(OPT_OUT_STORAGE_KEY);
  } catch (error) {
    console.warn(`Analytics: could not write "${OPT_OUT_STORAGE_KEY}" to localStorage.`, error);
  }
}
