// On every page except /, /home-new and /my (the server's first-screen HTML leaves the same room for it).
const HIDDEN_ON = new Set(['/', '/home-new', '/my']);

export function shouldShowFloatingHome(pathname: string): boolean {
  return !HIDDEN_ON.has(pathname.replace(/\/+$/, '') || '/');
}
