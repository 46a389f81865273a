/**
 * The element the server draws a page's first screen in (server/src/html/first-screen.ts), inside
 * #root; the app renders out of sight and swaps itself in when it shows the same (src/app/first-screen.ts).
 */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/**
 * The window property where the page's boot script keeps the elements tapped on the server's drawn first
 * screen (it has no handlers until the app takes over); the app replays the last tap on its own copy of
 * that element once it has swapped itself in.
 */
export const FIRST_SCREEN_TAPS_GLOBAL = '__firstScreenTaps';
