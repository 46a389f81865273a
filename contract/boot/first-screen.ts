/**
 * The element the server draws a page's first screen in (server/src/html/first-screen.ts), inside
 * #root; the app renders out of sight and swaps itself in when it shows the same (src/app/first-screen.ts).
 */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';
