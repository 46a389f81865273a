// Desktop browsers show the app in a frame 24% of the screen wide and 78% high.
const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|MicroMessenger|HarmonyOS/i;

export function isDesktopBrowser(userAgent: string): boolean {
  return !MOBILE_AGENT.test(userAgent);
}

export const DESKTOP_FRAME = { widthOfScreen: 0.24, heightOfScreen: 0.78 } as const;

export function desktopFrameStyle(screenWidth: number, screenHeight: number): { width: string; height: string } {
  return {
    width: `${Math.round(screenWidth * DESKTOP_FRAME.widthOfScreen)}px`,
    height: `${Math.round(screenHeight * DESKTOP_FRAME.heightOfScreen)}px`,
  };
}
