/** Makes the browser's and an installed app's title bar follow the chosen theme's primary colour. */
export function syncThemeColor(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  const primary = getComputedStyle(document.documentElement).getPropertyValue('--primary').trim();
  if (meta && primary) meta.content = primary;
}
