/**
 * The API key lives in this tab's sessionStorage only: gone when the tab closes, never in
 * localStorage or a cookie, never sent anywhere but the X-API-Key header of this service.
 */
const STORAGE_KEY = 'recruit-console.api-key';

export function readKey(): string {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function saveKey(key: string): void {
  try {
    if (key.trim() === '') sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, key.trim());
  } catch {
    // Storage refused (private mode, quota): the key still works for this page.
  }
}
